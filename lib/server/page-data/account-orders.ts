import 'server-only';
import { accountOrdersQuerySchema } from '@/lib/api/contract/account-orders';
import { type PageSearchParams, parseLeniently } from '@/lib/api/lenient-query';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import { requireSignedInUser } from '@/lib/server/page-guards';
import { listAccountOrders } from '@/lib/server/services/account/list-orders';
import { orderScopeOf } from '@/lib/server/services/account/order-scope';

/** The user's orders (or those of the customer they shop for) as the filters in the query choose. */
export async function loadAccountOrdersPage(locale: Locale, searchParams: PageSearchParams) {
  const user = await requireSignedInUser(locale, '/uzivatel/objednavky');
  const { query, invalid } = parseLeniently(accountOrdersQuerySchema, searchParams);
  const list = await listAccountOrders(await getDb(), orderScopeOf(user), query);
  return { user, query, invalid, list };
}
