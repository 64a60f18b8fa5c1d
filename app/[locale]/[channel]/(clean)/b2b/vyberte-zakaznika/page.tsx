import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomerChooser } from '@/components/b2b/customer-chooser';
import { actsForAnyCustomer } from '@/lib/server/auth/roles';
import { pageContext } from '@/lib/server/page-context';
import { loadSelectCustomerPage } from '@/lib/server/page-data';

/** A short list is easier to scan than to search. */
const SEARCH_FROM = 5;

/** Depends on the signed-in user: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[channel]/b2b/vyberte-zakaznika'>): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'SelectCustomer' });
  return { title: t('title'), robots: { index: false } };
}

/** Spec §4/§6: the customer a B2B user shops for — one of their companies, or any for dealers. */
export default async function SelectCustomerPage({
  params,
}: PageProps<'/[locale]/[channel]/b2b/vyberte-zakaznika'>) {
  const { locale } = await pageContext(params);
  const { user, initial } = await loadSelectCustomerPage(locale);
  const actsForAny = actsForAnyCustomer(user.roles);
  const t = await getTranslations({ locale, namespace: 'SelectCustomer' });
  return (
    <section aria-labelledby="select-customer-title">
      <h1 id="select-customer-title" className="mb-2 text-3xl font-semibold">
        {t('title')}
      </h1>
      <p className="mb-6 text-grey-700">{t(actsForAny ? 'introDealer' : 'intro')}</p>
      <CustomerChooser
        initial={initial}
        selectedId={user.selectedCustomer?.id ?? null}
        searchable={actsForAny || initial.total > SEARCH_FROM}
      />
    </section>
  );
}
