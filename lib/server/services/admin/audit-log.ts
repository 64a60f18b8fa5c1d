import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AdminListQuery, AdminListResponse, AuditEntry } from '@/lib/api/contract/admin/list';
import type { Db, DbOrTx } from '@/lib/server/db';
import { auditLog } from '@/lib/server/db/schema';
import type { AdminCaller } from './admin-caller';
import { pageWindow } from './list-helpers';

export interface AuditRecord {
  action: string;
  entityId?: string | number | null;
  summary?: string;
}

/** Writes who changed what; call it in the same transaction as the change, so neither lands alone. */
export async function recordAudit(db: DbOrTx, caller: AdminCaller, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    userId: caller.user.id,
    userEmail: caller.user.email,
    section: caller.section,
    action: record.action,
    entityId: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
    summary: (record.summary ?? '').slice(0, 2000),
  });
}

/** The audit log, newest first, searchable by user, page, action or summary. */
export async function listAuditLog(db: Db, query: AdminListQuery): Promise<AdminListResponse<AuditEntry>> {
  const pattern = containsPattern(query.q);
  const where = query.q
    ? or(
        ilike(auditLog.userEmail, pattern),
        eq(auditLog.section, query.q),
        ilike(auditLog.action, pattern),
        ilike(auditLog.summary, pattern),
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      user_email: row.userEmail,
      section: row.section,
      action: row.action,
      entity_id: row.entityId,
      summary: row.summary,
      created_at: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
