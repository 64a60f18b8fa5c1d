import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderPageView } from '@/components/checkout/order-page-view';
import { QuickOrderBox } from '@/components/quick-order/quick-order-box';
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
 * `/objednavka` (`/en/order`): the same shell for everybody; the cart comes from the API in the browser.
 * The page is at least a screen high, so the band and footer below stay put when the cart (or the empty
 * cart's message) replaces the skeleton.
 */
export default async function OrderPage({ params }: PageProps<'/[locale]/[channel]/objednavka'>) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return (
    <div className="flex min-h-screen flex-col gap-6">
      <h1 className="text-2xl font-bold text-dark-blue">{t('title')}</h1>
      <QuickOrderBox />
      <OrderPageView />
    </div>
  );
}
