import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountHeading } from '@/components/account/account-heading';
import { PageLinks } from '@/components/ui/page-links';
import { PurchasedGoodsList } from '@/components/account/purchased/purchased-goods-list';
import { PurchasedSearchForm } from '@/components/account/purchased/purchased-search-form';
import { queryParams } from '@/lib/api/lenient-query';
import { pageContext } from '@/lib/server/page-context';
import { loadPurchasedGoodsPage } from '@/lib/server/page-data';

/** Depends on the signed-in user: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/[channel]/uzivatel/zakoupene-zbozi'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'PurchasedGoods' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/uzivatel/zakoupene-zbozi`: everything the user (or the customer they shop for) has bought. */
export default async function PurchasedGoodsPage({ params, searchParams }: Props) {
  const { locale, channel } = await pageContext(params);
  const { user, query, invalid, goods } = await loadPurchasedGoodsPage(locale, channel, await searchParams);
  const t = await getTranslations({ locale, namespace: 'PurchasedGoods' });
  return (
    <section>
      <AccountHeading title={t('title')} customerName={user.selectedCustomer?.name ?? null}>
        <p className="text-sm text-grey-600">{t('intro')}</p>
      </AccountHeading>
      <PurchasedSearchForm query={query} invalid={invalid.length > 0} />
      <PurchasedGoodsList goods={goods} search={query.q ?? null} />
      <PageLinks
        page={goods.page}
        pageCount={goods.page_count}
        hrefOf={(page) => ({
          pathname: '/uzivatel/zakoupene-zbozi',
          query: queryParams({
            q: query.q,
            sort: query.sort === 'last_ordered' ? undefined : query.sort,
            page: page > 1 ? page : undefined,
          }),
        })}
      />
    </section>
  );
}
