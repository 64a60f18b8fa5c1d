import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountOrderView } from '@/components/account/order/account-order-view';
import { priceModeOfUser } from '@/lib/pricing';
import { pageContext } from '@/lib/server/page-context';
import { loadAccountOrderPage } from '@/lib/server/page-data';

/** Depends on the signed-in user: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/[channel]/uzivatel/objednavky/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'AccountOrders' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/uzivatel/objednavky/{id}`: one of the user's orders (or the selected customer's); any other is 404. */
export default async function AccountOrderPage({ params }: Props) {
  const { locale, channel } = await pageContext(params);
  const { user, order } = await loadAccountOrderPage(locale, (await params).id);
  return <AccountOrderView order={order} priceMode={priceModeOfUser(user, channel.id)} />;
}
