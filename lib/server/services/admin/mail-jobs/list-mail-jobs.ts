import 'server-only';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type { AdminMailJob, AdminMailJobsQuery } from '@/lib/api/contract/admin/mail-jobs';
import type { Db } from '@/lib/server/db';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { mailJobs } from '@/lib/server/db/schema';
import { pageWindow } from '../list-helpers';

/** A job being sent right now is listed with the pending ones: it is not done yet. */
const STATUSES_SHOWN = {
  failed: ['failed'],
  pending: ['pending', 'sending'],
  sent: ['sent'],
} as const;

/** Sent e-mails by when they went out (a retried old job is among the latest), the others as written. */
const newestFirst = {
  failed: [desc(mailJobs.id)],
  pending: [desc(mailJobs.id)],
  sent: [desc(mailJobs.sentAt), desc(mailJobs.id)],
} as const;

function view(row: typeof mailJobs.$inferSelect): AdminMailJob {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    run_after: row.runAfter.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** The outbox's jobs of one status, newest first (sent ones by when they went out), searchable by recipient, subject or kind. */
export async function listMailJobs(
  db: Db,
  query: AdminMailJobsQuery,
): Promise<AdminListResponse<AdminMailJob>> {
  const pattern = containsPattern(query.q);
  const where = and(
    inArray(mailJobs.status, [...STATUSES_SHOWN[query.status]]),
    query.q
      ? or(ilike(mailJobs.recipient, pattern), ilike(mailJobs.subject, pattern), eq(mailJobs.kind, query.q))
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(mailJobs)
      .where(where)
      .orderBy(...newestFirst[query.status])
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(mailJobs).where(where),
  ]);
  return { items: rows.map(view), total: counted?.total ?? 0, page: query.page, per_page: query.per_page };
}
