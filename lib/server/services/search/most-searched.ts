import 'server-only';
import { sql } from 'drizzle-orm';
import type { MostSearchedTerm } from '@/lib/api/contract/search';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { displayTerm } from './display-term';

const MOST_SEARCHED_LIMIT = 10;
const MOST_SEARCHED_DAYS = 30;
/** A term one or two visitors searched is nobody's trend, and anyone could put it before every visitor. */
const MOST_SEARCHED_MIN_VISITORS = 3;
/** Terms read before those without a spelling that may be shown are left out. */
const CANDIDATES = 3 * MOST_SEARCHED_LIMIT;

interface SpellingRow {
  normalized_term: string;
  visitors: number | string;
  spelling: string;
}

/** Per term, in the rows' order, the most searched of its spellings that may be shown. */
function pickSpellings(rows: SpellingRow[]): MostSearchedTerm[] {
  const picked = new Map<string, MostSearchedTerm>();
  for (const row of rows) {
    const term = picked.has(row.normalized_term) ? null : displayTerm(row.spelling);
    if (term) picked.set(row.normalized_term, { term, count: Number(row.visitors) });
  }
  return [...picked.values()];
}

/**
 * The terms most visitors searched in `locale` over the last 30 days: only searches that found products,
 * only terms at least 3 different visitors searched, none the admin hid. Spellings of one term (case,
 * diacritics) count together, shown as the most frequent one in lower case that may be shown.
 */
export async function listMostSearched(db: DbOrTx, locale: Locale): Promise<MostSearchedTerm[]> {
  const result = await db.execute(sql`
    with recent as (
      select l.normalized_term, lower(l.term) as spelling, l.visitor_hash
      from search_log l
      where l.locale = ${locale} and l.result_count > 0 and l.visitor_hash is not null
        and l.created_at > now() - make_interval(days => ${MOST_SEARCHED_DAYS})
        and not exists (select 1 from hidden_search_terms h where h.normalized_term = l.normalized_term)
    ), popular as (
      select normalized_term, count(distinct visitor_hash) as visitors
      from recent
      group by normalized_term
      having count(distinct visitor_hash) >= ${MOST_SEARCHED_MIN_VISITORS}
      order by visitors desc, normalized_term
      limit ${CANDIDATES}
    )
    select p.normalized_term, p.visitors, r.spelling
    from popular p join recent r on r.normalized_term = p.normalized_term
    group by p.normalized_term, p.visitors, r.spelling
    order by p.visitors desc, p.normalized_term, count(*) desc, r.spelling
  `);
  return pickSpellings(sqlRows<SpellingRow>(result)).slice(0, MOST_SEARCHED_LIMIT);
}
