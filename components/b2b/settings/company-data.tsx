import { getTranslations } from 'next-intl/server';
import type { CompanyOverview } from '@/lib/api/contract/b2b-company';
import { AddressText } from './address-text';
import { Facts, SettingsSection } from './settings-section';

/** Company and billing data: read-only for the customer, the shop keeps them (its invoices use them). */
export async function CompanyData({ overview }: { overview: CompanyOverview }) {
  const t = await getTranslations('CompanySettings');
  const { company } = overview;
  const none = t('none');
  return (
    <SettingsSection id="company-data-title" title={t('companyTitle')}>
      <Facts
        rows={[
          [t('companyName'), company.name],
          [t('companyId'), company.company_id ?? none],
          [t('taxId'), company.tax_id ?? none],
          [t('vatId'), company.vat_id ?? none],
          [t('vatPayer'), t(company.is_vat_payer ? 'yes' : 'no')],
          [t('countryLabel'), t(`country.${company.country}`)],
          [t('email'), company.email || none],
          [t('phone'), company.phone || none],
        ]}
      />
      <h3 className="mt-2 font-semibold">{t('billingTitle')}</h3>
      {overview.billing_addresses.length === 0 ? (
        <p className="text-sm text-grey-700">{none}</p>
      ) : (
        overview.billing_addresses.map((address) => (
          <AddressText key={address.id} address={address} countryName={t(`country.${address.country}`)} />
        ))
      )}
      <p className="rounded bg-grey-100 p-3 text-sm">{t('readOnlyNote')}</p>
    </SettingsSection>
  );
}
