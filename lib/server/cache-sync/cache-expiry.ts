import type { CacheTag } from '@/lib/server/cache/cache-tags';

/**
 * What a write expired: cached reads by tag, and shared pages by page tag (`catalog`, `product:<slug>`…;
 * null: every page). Reads are expired before pages, so a page rendered again reads fresh data.
 */
export interface CacheExpiry {
  reads: CacheTag[];
  pages: (string | null)[];
}
