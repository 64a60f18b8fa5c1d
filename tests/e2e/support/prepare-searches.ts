import { searchLog } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { popularSearches } from './popular-searches';

/** Each term searched in Slovak by visitors of its own (the hashes stand for their networks). */
const visitorsByTerm: [term: string, normalizedTerm: string, visitors: number][] = [
  [popularSearches.shown, 'tanier', 3],
  [popularSearches.toHide, 'hlboky tanier', 4],
];

export async function insertPopularSearches(db: Db): Promise<void> {
  await db.insert(searchLog).values(
    visitorsByTerm.flatMap(([term, normalizedTerm, visitors]) =>
      Array.from({ length: visitors }, (_, index) => ({
        term,
        normalizedTerm,
        resultCount: 24,
        locale: 'sk' as const,
        channel: 'cz' as const,
        visitorHash: `e2e${index}`,
      })),
    ),
  );
}
