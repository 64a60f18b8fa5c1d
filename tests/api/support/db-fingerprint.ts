import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';

/**
 * What the database holds, cheaply: per table a row count and an order-free sum of row hashes. Left out is
 * what the shop writes on purpose while refusing a request: the attempts its rate limits count, when a
 * session was last seen, and sessions that can no longer be used (a request with one deletes it and is
 * answered 401).
 */
export type Fingerprint = Record<string, string>;

const IGNORED_TABLES = new Set(['login_attempts']);
const IGNORED_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at'] };
const ROW_FILTERS: Record<string, string> = {
  sessions:
    'where t.expires_at > now() and exists (select 1 from users u where u.id = t.user_id and u.is_active)',
};

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function fingerprintQuery(db: DbOrTx): Promise<string> {
  const columns = sqlRows<{ table_name: string; column_name: string }>(
    await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`),
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (IGNORED_TABLES.has(table) || IGNORED_COLUMNS[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  return [...byTable]
    .map(([table, names]) => {
      const row = `row(${names.map((name) => `t.${quoted(name)}`).join(', ')})::text`;
      return `select '${table}' as name, count(*) || ':' || coalesce(sum(hashtextextended(${row}, 0)), 0) as print
        from ${quoted(table)} t ${ROW_FILTERS[table] ?? ''}`;
    })
    .join('\nunion all\n');
}

/** The next transaction id: it moves whenever anything was written (or a write was rolled back). */
async function nextTransactionId(db: DbOrTx): Promise<string> {
  const [row] = sqlRows<{ xid: string }>(
    await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`),
  );
  return row!.xid;
}

/**
 * The query as a function of the test database: PL/pgSQL keeps its plan, and planning the union of every
 * table is most of what the query costs (a fifth of the time on PGlite).
 */
async function createFingerprintFunction(db: DbOrTx): Promise<void> {
  const query = await fingerprintQuery(db);
  await db.execute(
    sql.raw(`create or replace function test_fingerprint() returns table (name text, print text)
      language plpgsql stable as $fingerprint$ begin return query ${query}; end $fingerprint$`),
  );
}

/**
 * Reads the fingerprint only when something may have been written since the last one: most refused
 * requests write nothing, and checking that costs one tiny query.
 */
export function fingerprintTracker(db: () => DbOrTx) {
  let created = false;
  let last: { xid: string; print: Fingerprint } | undefined;
  return async function current(): Promise<Fingerprint> {
    if (!created) {
      await createFingerprintFunction(db());
      created = true;
    }
    const xid = await nextTransactionId(db());
    if (last?.xid === xid) return last.print;
    const rows = sqlRows<{ name: string; print: string }>(
      await db().execute(sql`select name, print from test_fingerprint()`),
    );
    last = { xid, print: Object.fromEntries(rows.map((row) => [row.name, row.print])) };
    return last.print;
  };
}
