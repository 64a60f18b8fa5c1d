import 'server-only';
import { sql } from 'drizzle-orm';
import type { MostSearchedTerm } from '@/lib/api/contract/search';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { searchLog } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { mayLogActivity } from './platform';
import type { SearchTerms } from './search-terms';

const MOST_SEARCHED_LIMIT = 10;
const MOST_SEARCHED_DAYS = 30;

/**
 * Every search is logged for `mostSearched` and the admin's statistics of searches that found nothing, up
 * to the client address's hourly share (the search itself is answered either way).
 */
export async function logSearch(
  db: DbOrTx,
  terms: SearchTerms,
  entry: { resultCount: number; locale: Locale; channel: ChannelId; ip: string },
): Promise<void> {
  if (!mayLogActivity('search', entry.ip)) return;
  await db.insert(searchLog).values({
    term: terms.term,
    normalizedTerm: terms.normalized,
    resultCount: entry.resultCount,
    locale: entry.locale,
    channel: entry.channel,
  });
}

interface MostSearchedRow {
  term: string;
  count: number | string;
}

/**
 * The terms searched most often in `locale` over the last 30 days, counting only searches that found
 * something; spellings of one term (case, diacritics) count together under its most frequent one in
 * lower case.
 */
export async function listMostSearched(db: DbOrTx, locale: Locale): Promise<MostSearchedTerm[]> {
  const result = await db.execute(sql`
    select mode() within group (order by lower(term)) as term, count(*) as count
    from search_log
    where locale = ${locale} and result_count > 0
      and created_at > now() - make_interval(days => ${MOST_SEARCHED_DAYS})
    group by normalized_term
    order by count(*) desc, normalized_term
    limit ${MOST_SEARCHED_LIMIT}
  `);
  return sqlRows<MostSearchedRow>(result).map((row) => ({ term: row.term, count: Number(row.count) }));
}
