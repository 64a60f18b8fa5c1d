import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountHeading } from '@/components/account/account-heading';
import { PageLinks } from '@/components/ui/page-links';
import { OrdersEmpty } from '@/components/account/orders/orders-empty';
import { OrdersFilterForm } from '@/components/account/orders/orders-filter-form';
import { OrdersList } from '@/components/account/orders/orders-list';
import { queryParams } from '@/lib/api/lenient-query';
import { priceModeOfUser } from '@/lib/pricing';
import { pageContext } from '@/lib/server/page-context';
import { loadAccountOrdersPage } from '@/lib/server/page-data';

/** Depends on the signed-in user: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/[channel]/uzivatel/objednavky'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'AccountOrders' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/uzivatel/objednavky`: the user's orders, or those of the customer they shop for, with filters. */
export default async function OrdersPage({ params, searchParams }: Props) {
  const { locale, channel } = await pageContext(params);
  const { user, query, invalid, list } = await loadAccountOrdersPage(locale, await searchParams);
  const t = await getTranslations({ locale, namespace: 'AccountOrders' });
  const filtered = Boolean(query.status || query.date_from || query.date_to || query.number);
  return (
    <section>
      <AccountHeading title={t('title')} customerName={user.selectedCustomer?.name ?? null} />
      <OrdersFilterForm query={query} invalid={invalid} />
      {list.total === 0 ? (
        <OrdersEmpty filtered={filtered} />
      ) : (
        <>
          <p className="mb-3 text-sm text-grey-600" role="status">
            {t('count', { count: list.total })}
          </p>
          <OrdersList orders={list.orders} priceMode={priceModeOfUser(user, channel.id)} />
          <PageLinks
            page={list.page}
            pageCount={list.page_count}
            hrefOf={(page) => ({
              pathname: '/uzivatel/objednavky',
              query: queryParams({ ...query, page: page > 1 ? page : undefined }),
            })}
          />
        </>
      )}
    </section>
  );
}
