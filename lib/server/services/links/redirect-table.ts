import 'server-only';
import { redirects } from '@/lib/server/db/schema';
import { expireSharedPages } from '@/lib/server/page-cache';
import type { Move, RedirectTable } from './moved-target';
import { safeRedirectTarget } from './redirect-paths';

/** How stale another instance's copy may get after an admin saves on this one. */
const REFRESH_AFTER_MS = 30_000;

interface Held {
  table: RedirectTable;
  loadedAt: number;
  loading?: Promise<RedirectTable>;
}

/**
 * Kept on globalThis: the proxy and the admin's route handlers are bundled apart but run in one process,
 * and a save must reach the proxy's copy.
 */
const store = globalThis as unknown as { shopRedirectTable?: Held; shopRedirectTableGeneration?: number };

async function read(): Promise<RedirectTable> {
  // Loaded on first use: the proxy starts without the database code.
  const { getDb } = await import('@/lib/server/db');
  const db = await getDb();
  const rows = await db
    .select({ fromPath: redirects.fromPath, toPath: redirects.toPath, statusCode: redirects.statusCode })
    .from(redirects);
  const table = new Map<string, Move>();
  for (const row of rows) {
    const to = safeRedirectTarget(row.toPath);
    if (to) table.set(row.fromPath, { to, status: row.statusCode === 302 ? 302 : 301 });
  }
  return table;
}

function reload(): Promise<RedirectTable> {
  const held = store.shopRedirectTable;
  if (held?.loading) return held.loading;
  const generation = store.shopRedirectTableGeneration ?? 0;
  const previous = held?.table ?? new Map<string, Move>();
  // A database that cannot be reached keeps the last table; the next try is a refresh period later.
  const loading = read()
    .catch(() => previous)
    .then((table) => {
      if ((store.shopRedirectTableGeneration ?? 0) === generation)
        store.shopRedirectTable = { table, loadedAt: Date.now() };
      return table;
    });
  store.shopRedirectTable = { table: previous, loadedAt: held?.loadedAt ?? 0, loading };
  return loading;
}

/**
 * The admin's redirects, held in memory so that the proxy answers every page request without a query:
 * read on first use, again in the background once older than 30 s, and at once after an admin save here.
 */
export async function redirectTable(): Promise<RedirectTable> {
  const held = store.shopRedirectTable;
  if (!held || held.loadedAt === 0) return reload();
  if (Date.now() - held.loadedAt > REFRESH_AFTER_MS) void reload();
  return held.table;
}

/** After an admin write: the next request reads the table anew, and no shared page hides a new redirect. */
export function forgetRedirectTable(): void {
  expireSharedPages(null);
  store.shopRedirectTableGeneration = (store.shopRedirectTableGeneration ?? 0) + 1;
  store.shopRedirectTable = undefined;
}
