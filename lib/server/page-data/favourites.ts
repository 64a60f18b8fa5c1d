import 'server-only';
import { pageParamSchema } from '@/lib/api/contract/account-orders';
import { firstValues, type PageSearchParams } from '@/lib/api/lenient-query';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import { requireSignedInUser } from '@/lib/server/page-guards';
import { listFavouriteProducts } from '@/lib/server/services/account/favourite-products';

/** The user's favourite products with today's prices, a page of them. */
export async function loadFavouritesPage(locale: Locale, channel: Channel, searchParams: PageSearchParams) {
  const user = await requireSignedInUser(locale, '/uzivatel/oblibene');
  const page = pageParamSchema.safeParse(firstValues(searchParams).page);
  const favourites = await listFavouriteProducts(await getDb(), { user, channel, locale }, page.data ?? 1);
  return { user, favourites };
}
