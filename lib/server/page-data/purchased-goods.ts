import 'server-only';
import { purchasedGoodsQuerySchema } from '@/lib/api/contract/purchased-goods';
import { type PageSearchParams, parseLeniently } from '@/lib/api/lenient-query';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import { requireSignedInUser } from '@/lib/server/page-guards';
import { listPurchasedGoods } from '@/lib/server/services/account/purchased-goods';

/** Everything the user (or the customer they shop for) has bought, as the query searches and sorts it. */
export async function loadPurchasedGoodsPage(
  locale: Locale,
  channel: Channel,
  searchParams: PageSearchParams,
) {
  const user = await requireSignedInUser(locale, '/uzivatel/zakoupene-zbozi');
  const { query, invalid } = parseLeniently(purchasedGoodsQuerySchema, searchParams);
  const goods = await listPurchasedGoods(await getDb(), { user, channel, locale }, query);
  return { user, query, invalid, goods };
}
