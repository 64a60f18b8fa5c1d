import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { mailJobs } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { nudgeMailWorker } from '@/lib/server/mail-jobs';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';

/**
 * Sends a failed e-mail again: the job gets a fresh set of attempts, due now. Only a failed job can be
 * retried (a pending one is retried on its own, a sent one would reach the customer twice).
 */
export async function retryMailJob(db: Db, caller: AdminCaller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [job] = await tx
      .update(mailJobs)
      .set({ status: 'pending', attempts: 0, runAfter: sql`now()` })
      .where(and(eq(mailJobs.id, id), eq(mailJobs.status, 'failed')))
      .returning({ recipient: mailJobs.recipient, subject: mailJobs.subject });
    if (!job) {
      const [exists] = await tx.select({ status: mailJobs.status }).from(mailJobs).where(eq(mailJobs.id, id));
      if (!exists) throw new AppError('MAIL_JOB_NOT_FOUND', undefined, { status: 404 });
      throw new AppError('MAIL_JOB_NOT_FAILED', undefined, { status: 409 });
    }
    await recordAudit(tx, caller, {
      action: 'mail-retry',
      entityId: id,
      summary: `${job.recipient}: ${job.subject}`,
    });
  });
  nudgeMailWorker();
}
