import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AccountOrderView } from '@/components/account/order/account-order-view';
import { accountOrderParamsSchema } from '@/lib/api/contract/account-orders';
import { priceModeFor } from '@/lib/server/context';
import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { pageContext } from '@/lib/server/page-context';
import { requireSignedInUser } from '@/lib/server/page-guards';
import { readAccountOrder } from '@/lib/server/services/account/account-order';
import { orderScopeOf } from '@/lib/server/services/account/order-scope';

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
  const { id } = await params;
  const user = await requireSignedInUser(locale, { pathname: '/uzivatel/objednavky/[id]', params: { id } });
  const parsed = accountOrderParamsSchema.safeParse({ id });
  if (!parsed.success) notFound();
  const db = await getDb();
  const order = await orderOrNull(() => readAccountOrder(db, orderScopeOf(user), parsed.data.id, locale));
  if (!order) notFound();
  return <AccountOrderView order={order} priceMode={priceModeFor(user, channel)} />;
}

/** The order, or null when the user has no such order (the page is then the 404 page). */
async function orderOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
