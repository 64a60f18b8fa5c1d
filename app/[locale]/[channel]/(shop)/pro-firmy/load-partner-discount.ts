import 'server-only';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { cachedRead } from '@/lib/server/cache/cached-read';
import { getDb } from '@/lib/server/db';
import { getPartnerDiscountPercent } from '@/lib/server/services/settings';

/** The 14-day partner discount is an admin setting of the prices: cached with the catalog. */
export const loadPartnerDiscountPercent = cachedRead(
  'partner-discount-percent',
  [cacheTags.catalog],
  async () => getPartnerDiscountPercent(await getDb()),
);
