import 'server-only';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { priceModeOfUser } from '@/lib/pricing';
import { getDb } from '@/lib/server/db';
import { requireB2bUser } from '@/lib/server/page-guards';
import { b2bCallerOfUser } from '@/lib/server/services/b2b/b2b-caller';
import { recommendedAssortment } from '@/lib/server/services/b2b/recommended-assortment';

/** The B2B user and the assortment recommended to the customer they shop for, at its prices. */
export async function loadB2bRecommendedPage(locale: Locale, channel: Channel) {
  const user = await requireB2bUser(locale, '/b2b/doporuceny-sortiment');
  const assortment = await recommendedAssortment(await getDb(), b2bCallerOfUser(user), {
    channel,
    locale,
    priceMode: priceModeOfUser(user, channel.id),
  });
  return { user, assortment };
}
