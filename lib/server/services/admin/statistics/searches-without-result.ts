import 'server-only';
import { and, count, desc, eq, max, type SQL } from 'drizzle-orm';
import type { ChannelId } from '@/lib/config/channels';
import type { DbOrTx } from '@/lib/server/db';
import { searchLog } from '@/lib/server/db/schema';

export interface SearchWithoutResultRow {
  term: string;
  searches: number;
  lastSearchedAt: Date;
}

/**
 * The terms searched most often in `period` (a condition on `search_log.created_at`) that found no
 * product, as normalized by the search; only one shop's searches when `channel` is given.
 */
export async function searchesWithoutResult(
  db: DbOrTx,
  period: SQL,
  limit: number,
  channel?: ChannelId,
): Promise<SearchWithoutResultRow[]> {
  const rows = await db
    .select({ term: searchLog.normalizedTerm, searches: count(), lastSearchedAt: max(searchLog.createdAt) })
    .from(searchLog)
    .where(and(eq(searchLog.resultCount, 0), period, channel ? eq(searchLog.channel, channel) : undefined))
    .groupBy(searchLog.normalizedTerm)
    .orderBy(desc(count()), searchLog.normalizedTerm)
    .limit(limit);
  return rows.flatMap((row) => (row.lastSearchedAt ? [{ ...row, lastSearchedAt: row.lastSearchedAt }] : []));
}
