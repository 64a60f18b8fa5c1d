import { useTranslations } from 'next-intl';
import type { ContactInfo } from '@/lib/config/contacts';
import { Link } from '@/lib/i18n/navigation';
import { InfoLineFrame } from './info-line-frame';

// WCAG 2.5.8: every link is at least 24 × 24 px; the line stays 28 px high as before.
const linkClass = 'inline-flex min-h-6 min-w-6 items-center justify-center gap-1 hover:underline';

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="currentColor">
      <path d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" strokeLinejoin="round" />
    </svg>
  );
}

function ContactLinks({ contact }: { contact: ContactInfo }) {
  const t = useTranslations('Header');
  return (
    <>
      <a href={`tel:${contact.phoneHref}`} className={`${linkClass} whitespace-nowrap`}>
        <span aria-hidden="true" className="inline-flex items-center gap-1 md:hidden">
          <PhoneIcon />
          {contact.phone}
        </span>
        <span className="sr-only md:not-sr-only">{t('phoneLine', { phone: contact.phone })}</span>
      </a>
      <a href={`mailto:${contact.email}`} className={linkClass}>
        <span className="md:hidden">
          <MailIcon />
        </span>
        <span className="sr-only md:not-sr-only">{contact.email}</span>
      </a>
    </>
  );
}

/**
 * Spec §2 Header: the top info line; B2B customers get their own contacts and no company-registration link.
 * Below md it keeps to one line: a short company link, the bare number and an envelope; each link's name
 * is still the full text (the sr-only spans), which contains what a phone shows. Rendered here on the
 * server (both variants): the browser's code only picks one by the session (InfoLineFrame).
 */
export function InfoLine({ contacts }: { contacts: Record<'b2c' | 'b2b', ContactInfo> }) {
  const t = useTranslations('Header');
  return (
    <InfoLineFrame
      companyLink={
        <Link href="/pro-firmy" className={`${linkClass} mr-auto min-w-0 font-semibold`}>
          <span aria-hidden="true" className="truncate md:hidden">
            {t('forCompaniesShort')}
          </span>
          <span className="sr-only md:not-sr-only">{t('forCompanies')}</span>
        </Link>
      }
      contacts={{
        b2c: <ContactLinks contact={contacts.b2c} />,
        b2b: <ContactLinks contact={contacts.b2b} />,
      }}
    />
  );
}
