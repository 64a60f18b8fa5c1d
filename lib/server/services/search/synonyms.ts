import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { buildSearchTerms, type SearchTerms } from './terms';

interface NormalizedRow {
  normalized: string | null;
  synonym_groups: string[][] | string | null;
}

function parseGroups(value: NormalizedRow['synonym_groups']): string[][] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as string[][]) : value;
}

/**
 * Normalizes the query with the database's own `f_unaccent(lower(…))` (the expression of the search
 * indexes) and loads the admin's synonym groups (`vyhledavani`) that occur in it, in one round trip.
 */
export async function loadSearchTerms(db: DbOrTx, term: string, locale: Locale): Promise<SearchTerms> {
  const result = await db.execute(sql`
    select f_unaccent(lower(${term})) as normalized,
      (select json_agg(members.normalized)
       from search_synonyms s
       cross join lateral (
         select array_agg(f_unaccent(lower(member))) as normalized
         from unnest(array_prepend(s.term, s.synonyms)) member
       ) members
       where s.locale = ${locale}
         and exists (
           select 1 from unnest(members.normalized) member
           where position(member in f_unaccent(lower(${term}))) > 0
         )
      ) as synonym_groups
  `);
  const [row] = sqlRows<NormalizedRow>(result);
  return buildSearchTerms(term, row?.normalized ?? '', parseGroups(row?.synonym_groups ?? null));
}
