import { useLocale, useTranslations } from 'next-intl';
import { cardMarks, carrierMarks } from '@/lib/config/brand-marks';
import { socialLinks } from '@/lib/config/contacts';
import { Link } from '@/lib/i18n/navigation';
import type { ReviewsConfig } from '@/lib/config/reviews';
import { BrandMarkList } from '@/components/ui/brand-mark-list';
import { NewsletterLink } from './newsletter-link';
import { ReviewsBadge } from './reviews-badge';
import { ReviewsWidget } from './reviews-widget';
import { TermsLink } from './terms-link';

// WCAG 2.5.8: 24 px high tap targets; the lists' smaller gaps keep the rows 28 px apart as before.
const linkClass = 'inline-flex min-h-6 items-center text-grey-200 hover:text-white hover:underline';

interface SiteFooterProps {
  reviews: ReviewsConfig;
}

export function SiteFooter({ reviews }: SiteFooterProps) {
  const t = useTranslations('Footer');
  const locale = useLocale();
  return (
    <footer className="mt-12 bg-dark-blue text-white">
      <div className="mx-auto grid max-w-screen-xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-labelledby="footer-shopping">
          <h2 id="footer-shopping" className="mb-3 font-display text-lg text-white">
            {t('shopping')}
          </h2>
          <ul className="space-y-1 text-sm">
            <li>
              <Link href="/doprava" className={linkClass}>
                {t('delivery')}
              </Link>
            </li>
            <li>
              <TermsLink label={t('terms')} className={linkClass} />
            </li>
            <li>
              <Link href="/vraceni-zbozi" className={linkClass}>
                {t('returns')}
              </Link>
            </li>
            <li>
              <Link href="/formular-vraceni-zbozi" className={linkClass}>
                {t('returnForm')}
              </Link>
            </li>
            <li>
              <Link href="/ochrana-osobnich-udaju" className={linkClass}>
                {t('privacy')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="mb-3 font-display text-lg text-white">
            {t('company')}
          </h2>
          <ul className="space-y-1 text-sm">
            <li>
              <Link href="/o-nas" className={linkClass}>
                {t('about')}
              </Link>
            </li>
            <li>
              <Link href="/kontakt" className={linkClass}>
                {t('contact')}
              </Link>
            </li>
            <li>
              <Link href={{ pathname: '/kontakt', hash: 'pobocky' }} className={linkClass}>
                {t('branches')}
              </Link>
            </li>
            <li>
              <Link href="/nasi-partneri" className={linkClass}>
                {t('partners')}
              </Link>
            </li>
            <li>
              <a href={`/api/redirect-to-catalog?locale_id=${locale}`} className={linkClass}>
                {t('catalogue')}
              </a>
            </li>
            <li>
              <Link href="/dokumentacia-api" className={linkClass}>
                {t('apiDocs')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-display text-lg text-white">{t('newsletterTitle')}</h2>
          <p className="mb-3 text-sm text-grey-200">{t('newsletterText')}</p>
          <NewsletterLink label={t('newsletterLink')} />
        </div>
        <div>
          <h2 className="mb-3 font-display text-lg text-white">{t('followUs')}</h2>
          <ul className="flex flex-wrap gap-3 text-sm">
            {socialLinks.map((social) => (
              <li key={social.name}>
                <a href={social.href} rel="noopener noreferrer" target="_blank" className={linkClass}>
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
          <ReviewsBadge profileUrl={reviews.profileUrl} />
          {reviews.widget && (
            <ReviewsWidget scriptUrl={reviews.widget.scriptUrl} widgetKey={reviews.widget.key} />
          )}
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-screen-xl flex-col gap-3 px-4 py-5 text-xs text-grey-300 md:flex-row md:items-center md:justify-between">
          <p>{t('copyright', { year: new Date().getFullYear() })}</p>
          <BrandMarkList label={t('carriers')} marks={carrierMarks} />
          <BrandMarkList label={t('cards')} marks={cardMarks} />
        </div>
      </div>
    </footer>
  );
}
