import { useTranslations } from 'next-intl';

const BLUE = '#1466b0';
const ORANGE = '#f07d00';

/**
 * The reviews provider's certificate seal ("Overené zákazníkmi"), drawn here rather than loaded from the
 * provider: the page runs no third-party script and shows no third-party image, and the seal is there at
 * once. It leads to the shop's page at the provider, whose host it names on its lower rim.
 */
export function ReviewsBadge({ profileUrl }: { profileUrl: string }) {
  const t = useTranslations('Footer');
  const host = new URL(profileUrl).hostname.replace(/^www\./, '');
  return (
    <a
      href={profileUrl}
      rel="noopener noreferrer"
      target="_blank"
      aria-label={t('reviewsBadge')}
      title={t('reviewsBadge')}
      className="mt-4 inline-block rounded-full focus-visible:outline-offset-4"
      data-testid="reviews-badge"
    >
      <svg viewBox="0 0 100 100" className="size-24" aria-hidden="true">
        <defs>
          <path id="reviews-badge-top" d="M13 50a37 37 0 0 1 74 0" />
          <path id="reviews-badge-bottom" d="M13 50a37 37 0 0 0 74 0" />
        </defs>
        <circle cx="50" cy="50" r="49" fill="#fff" />
        <circle cx="50" cy="50" r="46" fill="none" stroke={BLUE} strokeWidth="1.5" />
        <circle cx="50" cy="50" r="27" fill={BLUE} />
        <g fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" textAnchor="middle">
          <text fontSize="8.5" fill={BLUE} letterSpacing="0.4">
            <textPath href="#reviews-badge-top" startOffset="50%">
              {t('reviewsCertificate').toUpperCase()}
            </textPath>
          </text>
          <text fontSize="7" fill="#5f6773">
            <textPath href="#reviews-badge-bottom" startOffset="50%">
              {host}
            </textPath>
          </text>
          <text x="48" y="54.5" fontSize="13" fill="#fff" textLength="36" lengthAdjust="spacingAndGlyphs">
            {t('reviewsLogo')}
          </text>
        </g>
        <rect x="66.5" y="41" width="3" height="9" rx="1.5" fill={ORANGE} />
        <circle cx="68" cy="53" r="1.7" fill={ORANGE} />
        <path
          d="M41 62.5l5 4.5 9-9"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}
