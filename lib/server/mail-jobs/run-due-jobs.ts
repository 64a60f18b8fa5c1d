import 'server-only';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import type { Db } from '@/lib/server/db';
import { mailJobs } from '@/lib/server/db/schema';
import { sendMail } from '@/lib/server/mail/send-mail';
import { type RetryPolicy, secondsUntilRetry } from './retry-policy';
import { mailOfJob } from './stored-mail';

const BATCH = 10;
const ERROR_LENGTH = 2000;

export function configuredRetryPolicy(): RetryPolicy {
  return {
    retrySeconds: env.MAIL_RETRY_SECONDS,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    leaseSeconds: env.MAIL_JOB_LEASE_SECONDS,
  };
}

type ClaimedJob = Awaited<ReturnType<typeof claimDueJobs>>[number];

/**
 * Takes due jobs for this instance: pending ones whose time has come, and those another instance took
 * and did not finish within its lease. SKIP LOCKED lets every instance claim at once without waiting or
 * taking the same job.
 */
async function claimDueJobs(db: Db, policy: RetryPolicy) {
  const due = db
    .select({ id: mailJobs.id })
    .from(mailJobs)
    .where(
      or(
        and(eq(mailJobs.status, 'pending'), lte(mailJobs.runAfter, sql`now()`)),
        and(eq(mailJobs.status, 'sending'), lt(mailJobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailJobs.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(mailJobs)
    .set({
      status: 'sending',
      attempts: sql`${mailJobs.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${policy.leaseSeconds})`,
    })
    .where(inArray(mailJobs.id, due))
    .returning({
      id: mailJobs.id,
      kind: mailJobs.kind,
      recipient: mailJobs.recipient,
      subject: mailJobs.subject,
      message: mailJobs.message,
      attempts: mailJobs.attempts,
      createdAt: mailJobs.createdAt,
    });
}

/** The same for every attempt of one job, so a receiver sees a re-sent copy as the same e-mail. */
function jobMessageId(job: ClaimedJob): string {
  const domain = /@([^>\s]+)/.exec(env.MAIL_FROM)?.[1] ?? 'localhost';
  return `<mail-job-${job.id}-${job.createdAt.getTime()}@${domain}>`;
}

async function sendJob(db: Db, policy: RetryPolicy, job: ClaimedJob): Promise<void> {
  try {
    if (!job.message) throw new Error('The job has no message');
    const sent = await sendMail({
      ...mailOfJob({ ...job, message: job.message }),
      messageId: jobMessageId(job),
    });
    await db
      .update(mailJobs)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        messageId: sent.messageId,
        message: null,
        lockedUntil: null,
      })
      .where(eq(mailJobs.id, job.id));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);
    const finalAttempt = job.attempts >= policy.maxAttempts;
    const wait = secondsUntilRetry(policy, job.attempts);
    await db
      .update(mailJobs)
      .set({
        status: finalAttempt ? 'failed' : 'pending',
        runAfter: sql`now() + make_interval(secs => ${wait})`,
        lastError: reason,
        lockedUntil: null,
      })
      .where(eq(mailJobs.id, job.id));
    console.error(
      `E-mail job ${job.id} (${job.kind}) failed, attempt ${job.attempts} of ${policy.maxAttempts}: ${reason}; ` +
        (finalAttempt ? 'it waits in the admin for a retry' : `next attempt in ${wait} s`),
    );
  }
}

/**
 * Sends the jobs that are due, a batch at a time, until none is left; answers how many it sent or
 * failed. A failed send never throws: it is written on the job.
 */
export async function runDueMailJobs(db: Db, policy: RetryPolicy = configuredRetryPolicy()): Promise<number> {
  let handled = 0;
  for (;;) {
    const jobs = await claimDueJobs(db, policy);
    for (const job of jobs) await sendJob(db, policy, job);
    handled += jobs.length;
    if (jobs.length < BATCH) return handled;
  }
}
