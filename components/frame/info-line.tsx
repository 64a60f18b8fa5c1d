'use client';

import { useTranslations } from 'next-intl';
import type { ContactInfo } from '@/lib/config/contacts';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';
import { Link } from '@/lib/i18n/navigation';

interface InfoLineProps {
  contacts: Record<'b2c' | 'b2b', ContactInfo>;
}

/** Spec §2 Header: the top info line; B2B customers get their own contacts and no company-registration link. */
export function InfoLine({ contacts }: InfoLineProps) {
  const t = useTranslations('Header');
  const { data: user } = useSessionUser();
  const isB2b = Boolean(user?.is_b2b);
  const contact = contacts[isB2b ? 'b2b' : 'b2c'];
  return (
    <div
      className={`bg-dark-blue text-xs text-white ${isB2b ? 'hidden md:block' : ''}`}
      data-testid="info-line"
      data-variant={isB2b ? 'b2b' : 'b2c'}
    >
      <div className="mx-auto flex max-w-screen-xl flex-wrap items-center justify-end gap-x-5 gap-y-1 px-4 py-1.5">
        {!isB2b && (
          <Link href="/pro-firmy" className="mr-auto font-semibold hover:underline">
            {t('forCompanies')}
          </Link>
        )}
        <a href={`tel:${contact.phoneHref}`} className="hover:underline">
          {t('phoneLine', { phone: contact.phone })}
        </a>
        <a href={`mailto:${contact.email}`} className="hover:underline">
          {contact.email}
        </a>
      </div>
    </div>
  );
}
