import 'server-only';
import {
  type AdminListQuery,
  type AdminListResponse,
  adminIdParamsSchema,
  adminListQuerySchema,
} from '@/lib/api/contract/admin/list';
import { type Db, getDb } from '@/lib/server/db';
import { foundOrNull } from './found-or-null';

export interface AdminListPageData<Row, Item> {
  query: AdminListQuery;
  list: AdminListResponse<Row>;
  /** The record of `?id=`, or null when there is none or it is gone. */
  editing: Item | null;
  /** `?new=1`: the empty form is open. */
  creating: boolean;
  /** `?id=` names a record that does not exist (any more). */
  missing: boolean;
}

/**
 * What a list page with its form (`?new=1`, `?id=`) shows, read from its address: a malformed list query
 * shows the first page rather than failing, a malformed or unknown id says it is missing.
 */
export async function loadAdminListPage<Row, Item>(
  search: Record<string, string | string[] | undefined>,
  load: {
    list: (db: Db, query: AdminListQuery) => Promise<AdminListResponse<Row>>;
    item: (db: Db, id: number) => Promise<Item>;
  },
): Promise<AdminListPageData<Row, Item>> {
  const parsed = adminListQuerySchema.safeParse(search);
  const query = parsed.success ? parsed.data : adminListQuerySchema.parse({});
  const id = adminIdParamsSchema.safeParse({ id: search.id });
  const db = await getDb();
  const [list, editing] = await Promise.all([
    load.list(db, query),
    id.success ? foundOrNull(() => load.item(db, id.data.id)) : null,
  ]);
  return { query, list, editing, creating: search.new === '1', missing: search.id !== undefined && !editing };
}
