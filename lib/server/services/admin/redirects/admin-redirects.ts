import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { and, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { AdminListQuery, AdminListResponse } from '@/lib/api/contract/admin/list';
import type { AdminRedirect, redirectInputSchema } from '@/lib/api/contract/admin/redirects';
import type { z } from 'zod';
import type { Db, DbOrTx } from '@/lib/server/db';
import { redirects } from '@/lib/server/db/schema';
import { isUniqueViolation } from '@/lib/server/db/unique-violation';
import { AppError } from '@/lib/server/errors';
import { forgetRedirectTable, normalizeRedirectPath } from '@/lib/server/services/links';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { pageWindow, sortOrder } from '../list-helpers';

type RedirectInput = z.output<typeof redirectInputSchema>;
type RedirectRow = typeof redirects.$inferSelect;

const sortable = {
  from_path: redirects.fromPath,
  to_path: redirects.toPath,
  status_code: redirects.statusCode,
  created_at: redirects.createdAt,
};

function toAdminRedirect(row: RedirectRow): AdminRedirect {
  return {
    id: row.id,
    from_path: row.fromPath,
    to_path: row.toPath,
    status_code: row.statusCode,
    created_at: row.createdAt.toISOString(),
  };
}

/** The redirects, searchable by either path, sorted as asked (by the old path by default). */
export async function listRedirects(
  db: Db,
  query: AdminListQuery,
): Promise<AdminListResponse<AdminRedirect>> {
  const pattern = containsPattern(query.q);
  const where = query.q
    ? or(ilike(redirects.fromPath, pattern), ilike(redirects.toPath, pattern))
    : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(redirects)
      .where(where)
      .orderBy(...sortOrder(query, sortable, 'from_path', redirects.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(redirects).where(where),
  ]);
  return {
    items: rows.map(toAdminRedirect),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function getRedirect(db: DbOrTx, id: number): Promise<AdminRedirect> {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminRedirect(row);
}

const fromTaken = () =>
  new AppError('REDIRECT_FROM_TAKEN', undefined, {
    status: 409,
    fields: { from_path: ['redirectFromTaken'] },
  });

/** The old path is stored as the 404 check looks it up: decoded, without a trailing slash. */
function values(input: RedirectInput) {
  return {
    fromPath: normalizeRedirectPath(input.from_path),
    toPath: input.to_path,
    statusCode: input.status_code,
  };
}

async function assertFromFree(db: DbOrTx, fromPath: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: redirects.id })
    .from(redirects)
    .where(and(eq(redirects.fromPath, fromPath), exceptId ? ne(redirects.id, exceptId) : undefined));
  if (taken) throw fromTaken();
}

function summary(row: RedirectRow): string {
  return `${row.fromPath} → ${row.toPath} (${row.statusCode})`;
}

/** Every write reaches the proxy's table of redirects at once (on this instance; others within 30 s). */
async function unlessTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    const written = await write();
    forgetRedirectTable();
    return written;
  } catch (error) {
    if (isUniqueViolation(error, 'from_path')) throw fromTaken();
    throw error;
  }
}

export function createRedirect(db: Db, caller: AdminCaller, input: RedirectInput): Promise<AdminRedirect> {
  return unlessTaken(() =>
    db.transaction(async (tx) => {
      const row = values(input);
      await assertFromFree(tx, row.fromPath);
      const [created] = await tx.insert(redirects).values(row).returning();
      await recordAudit(tx, caller, { action: 'create', entityId: created!.id, summary: summary(created!) });
      return toAdminRedirect(created!);
    }),
  );
}

export function updateRedirect(
  db: Db,
  caller: AdminCaller,
  id: number,
  input: RedirectInput,
): Promise<AdminRedirect> {
  return unlessTaken(() =>
    db.transaction(async (tx) => {
      const row = values(input);
      await assertFromFree(tx, row.fromPath, id);
      const [updated] = await tx.update(redirects).set(row).where(eq(redirects.id, id)).returning();
      if (!updated) throw new AppError('NOT_FOUND');
      await recordAudit(tx, caller, { action: 'update', entityId: id, summary: summary(updated) });
      return toAdminRedirect(updated);
    }),
  );
}

export async function deleteRedirect(db: Db, caller: AdminCaller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
    if (!deleted) throw new AppError('NOT_FOUND');
    await recordAudit(tx, caller, { action: 'delete', entityId: id, summary: summary(deleted) });
  });
  forgetRedirectTable();
}
