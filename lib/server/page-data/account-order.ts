import 'server-only';
import { notFound } from 'next/navigation';
import { accountOrderParamsSchema } from '@/lib/api/contract/account-orders';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { requireSignedInUser } from '@/lib/server/page-guards';
import { readAccountOrder } from '@/lib/server/services/account/account-order';
import { orderScopeOf } from '@/lib/server/services/account/order-scope';

/** The order, or null when the user has no such order (the page is then the 404 page). */
async function orderOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** One of the user's orders (or the selected customer's); any other is a 404. */
export async function loadAccountOrderPage(locale: Locale, id: string) {
  const user = await requireSignedInUser(locale, { pathname: '/uzivatel/objednavky/[id]', params: { id } });
  const parsed = accountOrderParamsSchema.safeParse({ id });
  if (!parsed.success) notFound();
  const db = await getDb();
  const order = await orderOrNull(() => readAccountOrder(db, orderScopeOf(user), parsed.data.id, locale));
  if (!order) notFound();
  return { user, order };
}
