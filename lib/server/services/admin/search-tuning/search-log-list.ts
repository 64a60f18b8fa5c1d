import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { and, count, eq, ilike } from 'drizzle-orm';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type { SearchLogQuery, SearchLogRow } from '@/lib/api/contract/admin/search-tuning';
import type { Db } from '@/lib/server/db';
import { searchLog } from '@/lib/server/db/schema';
import { pageWindow } from '../list-helpers';
import { asc, desc } from 'drizzle-orm';

const sortable = {
  created_at: searchLog.createdAt,
  term: searchLog.normalizedTerm,
  results: searchLog.resultCount,
};

/** What visitors searched: newest first unless sorted otherwise; filters by result, language and shop. */
export async function listSearchLog(db: Db, query: SearchLogQuery): Promise<AdminListResponse<SearchLogRow>> {
  const where = and(
    query.q ? ilike(searchLog.term, containsPattern(query.q)) : undefined,
    query.no_result ? eq(searchLog.resultCount, 0) : undefined,
    query.locale ? eq(searchLog.locale, query.locale) : undefined,
    query.channel ? eq(searchLog.channel, query.channel) : undefined,
  );
  const column =
    query.sort && Object.hasOwn(sortable, query.sort) ? sortable[query.sort as keyof typeof sortable] : null;
  const order = column
    ? [query.dir === 'desc' ? desc(column) : asc(column), desc(searchLog.id)]
    : [desc(searchLog.createdAt), desc(searchLog.id)];
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(searchLog)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(searchLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      term: row.term,
      result_count: row.resultCount,
      locale: row.locale,
      channel: row.channel,
      created_at: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
