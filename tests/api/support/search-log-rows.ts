import type { Locale } from '@/lib/config/locales';
import type { searchLog } from '@/lib/server/db/schema';

/** Rows of the search log: `term` searched once by each of `visitors` (visitor hashes), finding products. */
export function searchesBy(
  visitors: string[],
  search: { term: string; normalizedTerm: string; locale: Locale; resultCount?: number; createdAt?: Date },
): (typeof searchLog.$inferInsert)[] {
  return visitors.map((visitorHash) => ({
    resultCount: 5,
    channel: 'cz' as const,
    ...search,
    visitorHash,
  }));
}
