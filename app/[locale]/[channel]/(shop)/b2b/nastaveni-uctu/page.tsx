import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { B2bPageFrame } from '@/components/b2b/b2b-page-frame';
import { CompanyData } from '@/components/b2b/settings/company-data';
import { DealerAndUsers } from '@/components/b2b/settings/dealer-and-users';
import { NoCustomerChosen } from '@/components/b2b/settings/no-customer-chosen';
import { DeliveryAddresses } from '@/components/b2b/settings/delivery-addresses';
import { PaymentTerms } from '@/components/b2b/settings/payment-terms';
import { SettingsSection } from '@/components/b2b/settings/settings-section';
import { b2bPageMetadata, canChangeCustomer } from '@/lib/server/b2b-page';
import { pageContext } from '@/lib/server/page-context';
import { loadCompanySettingsPage } from '@/lib/server/page-data';
import { mayManageCompany } from '@/lib/server/services/b2b/b2b-caller';

type Props = PageProps<'/[locale]/[channel]/b2b/nastaveni-uctu'>;

/** One customer's data, read per request. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  return b2bPageMetadata(locale, 'CompanySettings');
}

/**
 * `/b2b/nastaveni-uctu` (exempt from the B2B guard, so a blocked customer's users see it too, and one who has
 * not chosen a customer yet is offered the choice here): the selected customer's company data, addresses,
 * payment terms, dealer and (for its admins) users.
 */
export default async function CompanySettingsPage({ params }: Props) {
  const { locale } = await pageContext(params);
  const loaded = await loadCompanySettingsPage(locale);
  const t = await getTranslations('CompanySettings');
  if (!loaded) return <NoCustomerChosen title={t('title')} />;
  const { user, overview } = loaded;
  return (
    <B2bPageFrame
      section="/b2b/nastaveni-uctu"
      title={t('title')}
      customerName={user.selectedCustomer.name}
      canChangeCustomer={canChangeCustomer(user)}
      showsCompanyUsers={mayManageCompany(user)}
    >
      {overview.company.is_blocked && (
        <p role="alert" className="rounded border border-red bg-red/5 p-4 text-red">
          {t('blocked')}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <CompanyData overview={overview} />
        <PaymentTerms terms={overview.terms} />
      </div>
      <SettingsSection id="delivery-title" title={t('deliveryTitle')}>
        <DeliveryAddresses
          addresses={overview.delivery_addresses}
          canManage={overview.can_manage}
          country={overview.company.country}
        />
      </SettingsSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <DealerAndUsers overview={overview} />
      </div>
    </B2bPageFrame>
  );
}
