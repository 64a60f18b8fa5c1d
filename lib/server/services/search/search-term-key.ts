import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { buildSearchTerms } from './terms';

/** The search log's `normalized_term` of a term: how its spellings are told to be one term. */
export async function searchTermKey(db: DbOrTx, term: string): Promise<string> {
  const [row] = sqlRows<{ normalized: string | null }>(
    await db.execute(sql`select f_unaccent(lower(${term})) as normalized`),
  );
  return buildSearchTerms(term, row?.normalized ?? '', []).normalized;
}
