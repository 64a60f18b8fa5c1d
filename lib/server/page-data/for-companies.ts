import 'server-only';
import { cachedReads } from '@/lib/server/cache/cache-manifest';
import { cachedRead } from '@/lib/server/cache/cached-read';
import { getDb } from '@/lib/server/db';
import { partnerDiscountPercentage } from '@/lib/server/services/b2b/partner-discount';

/** The 14-day partner discount the page for companies promises. */
export const loadPartnerDiscountPercent = cachedRead(cachedReads.partnerDiscountPercent, async () =>
  partnerDiscountPercentage(await getDb()),
);
