import 'server-only';
import { revalidateTag } from 'next/cache';
import { publishCacheExpiry } from '@/lib/server/cache-sync';
import { expireSharedPagesHere } from '@/lib/server/page-cache';
import type { CacheTag } from './cache-tags';

/** Next's answer when no request or render is running (a test or a script calling a service). */
const OUTSIDE_NEXT = 'static generation store missing';

/**
 * Expires a cache tag at once (`expire: 0`): the next request for anything carrying it reads the
 * database, and the shared pages carrying it are rendered again, here and on every other instance.
 */
export function expireCacheTag(tag: CacheTag): void {
  expireCachedReadsHere(tag);
  expireSharedPagesHere(tag);
  publishCacheExpiry({ reads: [tag], pages: [tag] });
}

/**
 * Expires only the cached reads carrying `tag` (here and on every other instance), for a caller that
 * expires the shared pages that changed itself (an order: lib/server/services/orders/order-stock-pages.ts).
 */
export function expireCachedReads(tag: CacheTag): void {
  expireCachedReadsHere(tag);
  publishCacheExpiry({ reads: [tag], pages: [] });
}

/**
 * A route handler cannot use `updateTag` (Server Actions only). Outside a Next request there is no cache
 * to expire, so the call does nothing there.
 */
function expireCachedReadsHere(tag: CacheTag): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (error instanceof Error && error.message.includes(OUTSIDE_NEXT)) return;
    throw error;
  }
}
