import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderPageView } from '@/components/checkout/order-page-view';
import { ServerQueries } from '@/components/providers/server-queries';
import { OrderPageQuickOrder } from '@/components/quick-order/order-page-quick-order';
import { orderPageState } from '@/lib/server/order-page-state';
import { pageContext } from '@/lib/server/page-context';
import { alternates } from '@/lib/seo/alternates';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[channel]/objednavka'>): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return { title: t('title'), alternates: alternates('/objednavka', locale), robots: { index: false } };
}

/**
 * `/objednavka` (`/en/order`): rendered per shopper with their cart, shippings and payments (and user),
 * which the browser's query cache takes over instead of asking the API again. The page is at least a
 * screen high, so the band and footer below stay put when the cart's code has loaded.
 */
export default async function OrderPage({ params }: PageProps<'/[locale]/[channel]/objednavka'>) {
  const page = await pageContext(params);
  const [t, state] = await Promise.all([
    getTranslations({ locale: page.locale, namespace: 'Checkout' }),
    orderPageState(page),
  ]);
  return (
    <ServerQueries state={state}>
      <div className="flex min-h-screen flex-col gap-6">
        <h1 className="text-2xl font-bold text-dark-blue">{t('title')}</h1>
        <OrderPageQuickOrder place="before-cart" />
        <OrderPageView />
      </div>
      {/* Below the screen-high part: the cart coming to life above cannot move it within view. */}
      <div className="mt-6">
        <OrderPageQuickOrder place="after-cart" />
      </div>
    </ServerQueries>
  );
}
