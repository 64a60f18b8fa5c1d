import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

export type B2bSection =
  '/b2b/faktury' | '/b2b/firemni-uzivatele' | '/b2b/doporuceny-sortiment' | '/b2b/nastaveni-uctu';

const sections: { href: B2bSection; label: 'invoices' | 'users' | 'recommended' | 'settings' }[] = [
  { href: '/b2b/faktury', label: 'invoices' },
  { href: '/b2b/doporuceny-sortiment', label: 'recommended' },
  { href: '/b2b/firemni-uzivatele', label: 'users' },
  { href: '/b2b/nastaveni-uctu', label: 'settings' },
];

interface B2bPageFrameProps {
  section: B2bSection;
  title: string;
  /** The customer the page is about (the session's selected one). */
  customerName: string;
  /** A dealer, or a member of several companies, may switch to another customer. */
  canChangeCustomer: boolean;
  /** The company users' page is for the customer's admins and the staff acting for it. */
  showsCompanyUsers: boolean;
  children: ReactNode;
}

/** The heading of a company-account page, the customer it is about, and the way to its other pages. */
export async function B2bPageFrame({
  section,
  title,
  customerName,
  canChangeCustomer,
  showsCompanyUsers,
  children,
}: B2bPageFrameProps) {
  const t = await getTranslations('B2bFrame');
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-dark-blue sm:text-3xl">{title}</h1>
        <p className="text-grey-700">
          {t('customer')} <strong>{customerName}</strong>{' '}
          {canChangeCustomer && (
            <Link href="/b2b/vyberte-zakaznika" className="text-sm text-blue hover:underline">
              {t('change')}
            </Link>
          )}
        </p>
      </header>
      <nav aria-label={t('navigation')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2 border-b border-grey-200">
          {sections
            .filter(({ href }) => showsCompanyUsers || href !== '/b2b/firemni-uzivatele')
            .map(({ href, label }) => (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={href === section ? 'page' : undefined}
                  className={`block border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${
                    href === section
                      ? 'border-blue text-blue'
                      : 'border-transparent text-grey-700 hover:text-blue'
                  }`}
                >
                  {t(`sections.${label}`)}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
