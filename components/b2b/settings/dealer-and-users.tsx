import { getTranslations } from 'next-intl/server';
import type { CompanyOverview } from '@/lib/api/contract/b2b-company';
import { Link } from '@/lib/i18n/navigation';
import { SettingsSection } from './settings-section';

/** Whom to ask about the account, and who shops for the company in which role. */
export async function DealerAndUsers({ overview }: { overview: CompanyOverview }) {
  const t = await getTranslations('CompanySettings');
  const { dealer, users } = overview;
  return (
    <>
      <SettingsSection id="dealer-title" title={t('dealerTitle')}>
        {dealer ? (
          <p className="text-sm">
            <span className="block font-semibold">{dealer.name}</span>
            <a href={`mailto:${dealer.email}`} className="block text-blue hover:underline">
              {dealer.email}
            </a>
            {dealer.phone && (
              <a href={`tel:${dealer.phone.replace(/\s/g, '')}`} className="block text-blue hover:underline">
                {dealer.phone}
              </a>
            )}
          </p>
        ) : (
          <p className="text-sm text-grey-700">{t('noDealer')}</p>
        )}
      </SettingsSection>
      {overview.can_manage && (
        <SettingsSection id="users-overview-title" title={t('usersTitle')}>
          <ul className="flex flex-col gap-1 text-sm">
            {users.map((user) => (
              <li key={user.email} className="flex flex-wrap justify-between gap-2">
                <span className="break-words">
                  {user.name} <span className="text-grey-600">({user.email})</span>
                </span>
                <span className="font-medium">{t(`role.${user.b2b_account_type}`)}</span>
              </li>
            ))}
          </ul>
          <Link
            href="/b2b/firemni-uzivatele"
            className="self-start text-sm font-semibold text-blue hover:underline"
          >
            {t('manageUsers')}
          </Link>
        </SettingsSection>
      )}
    </>
  );
}
