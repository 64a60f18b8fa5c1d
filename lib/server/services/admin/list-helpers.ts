import 'server-only';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AdminListQuery } from '@/lib/api/contract/admin/list';

/** LIMIT and OFFSET of the query's page. */
export function pageWindow(query: AdminListQuery): { limit: number; offset: number } {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/**
 * ORDER BY of an admin list: the requested sortable column in the requested direction (or the list's
 * default column in `fallbackDirection`), then `tieBreaker` so that pages never share or skip rows.
 */
export function sortOrder(
  query: AdminListQuery,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: string,
  tieBreaker: AnyColumn,
  fallbackDirection: 'asc' | 'desc' = 'asc',
): SQL[] {
  const requested = query.sort && Object.hasOwn(sortable, query.sort) ? sortable[query.sort] : undefined;
  const column = requested ?? sortable[fallback]!;
  const direction = requested ? query.dir : fallbackDirection;
  return [direction === 'desc' ? desc(column) : asc(column), asc(tieBreaker)];
}
