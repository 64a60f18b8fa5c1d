import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type { SynonymInput, SynonymListQuery, SynonymRow } from '@/lib/api/contract/admin/search-tuning';
import type { Db } from '@/lib/server/db';
import { searchSynonyms } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { pageWindow, sortOrder } from '../list-helpers';

/** Synonym groups by term or synonym, per language. */
export async function listSynonyms(db: Db, query: SynonymListQuery): Promise<AdminListResponse<SynonymRow>> {
  const pattern = containsPattern(query.q);
  const where = and(
    query.q
      ? or(
          ilike(searchSynonyms.term, pattern),
          sql`exists (select 1 from unnest(${searchSynonyms.synonyms}) s where s ilike ${pattern})`,
        )
      : undefined,
    query.locale ? eq(searchSynonyms.locale, query.locale) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: searchSynonyms.id,
        locale: searchSynonyms.locale,
        term: searchSynonyms.term,
        synonyms: searchSynonyms.synonyms,
      })
      .from(searchSynonyms)
      .where(where)
      .orderBy(
        ...sortOrder(
          query,
          { term: sql`lower(${searchSynonyms.term})`, locale: searchSynonyms.locale },
          'term',
          searchSynonyms.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(searchSynonyms).where(where),
  ]);
  return { items: rows, total: counted?.total ?? 0, page: query.page, per_page: query.per_page };
}

function uniqueWords(input: SynonymInput): string[] {
  const term = input.term.toLowerCase();
  const seen = new Set<string>();
  return input.synonyms.filter((word) => {
    const key = word.toLowerCase();
    if (key === term || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A new synonym group; the search uses it from the next query on (it reads the table every time). */
export async function createSynonym(db: Db, caller: AdminCaller, input: SynonymInput): Promise<SynonymRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(searchSynonyms)
      .values({ locale: input.locale, term: input.term, synonyms: uniqueWords(input) })
      .returning();
    await recordAudit(tx, caller, {
      action: 'synonym-create',
      entityId: row!.id,
      summary: `${input.locale}: ${input.term}`,
    });
    return { id: row!.id, locale: row!.locale, term: row!.term, synonyms: row!.synonyms };
  });
}

export async function updateSynonym(
  db: Db,
  caller: AdminCaller,
  id: number,
  input: SynonymInput,
): Promise<SynonymRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(searchSynonyms)
      .set({ locale: input.locale, term: input.term, synonyms: uniqueWords(input) })
      .where(eq(searchSynonyms.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordAudit(tx, caller, {
      action: 'synonym-update',
      entityId: id,
      summary: `${input.locale}: ${input.term}`,
    });
    return { id: row.id, locale: row.locale, term: row.term, synonyms: row.synonyms };
  });
}

export async function deleteSynonym(db: Db, caller: AdminCaller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordAudit(tx, caller, {
      action: 'synonym-delete',
      entityId: id,
      summary: `${row.locale}: ${row.term}`,
    });
  });
}

/** One synonym group for the edit form; null when there is none. */
export async function readSynonym(db: Db, id: number): Promise<SynonymRow | null> {
  const [row] = await db
    .select({
      id: searchSynonyms.id,
      locale: searchSynonyms.locale,
      term: searchSynonyms.term,
      synonyms: searchSynonyms.synonyms,
    })
    .from(searchSynonyms)
    .where(eq(searchSynonyms.id, id));
  return row ?? null;
}
