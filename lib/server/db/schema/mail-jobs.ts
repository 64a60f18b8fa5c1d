import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** An attachment as the job keeps it: the bytes in base64, so the message is one JSON value. */
export interface StoredMailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  cid?: string;
}

/** The rendered message of a job; emptied once it is sent (it may hold a password link). */
export interface StoredMail {
  text: string;
  html: string;
  attachments: StoredMailAttachment[];
}

export const MAIL_JOB_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailJobStatus = (typeof MAIL_JOB_STATUSES)[number];

/**
 * The e-mail outbox: a row is written in the transaction of the change that causes the e-mail, and the
 * mail worker of any instance claims it (`FOR UPDATE SKIP LOCKED`), sends it and marks it sent; a failed
 * attempt is retried later with backoff, and after the last attempt the job waits in the admin as failed.
 * `locked_until` is the claim's lease: the job of an instance that died while sending is taken up again
 * after it.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: serial().primaryKey(),
    /** What the e-mail is (order-confirmation, password-reset, …), for the admin and the logs. */
    kind: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    message: jsonb().$type<StoredMail>(),
    status: text({ enum: MAIL_JOB_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_jobs_due_idx')
      .on(table.runAfter)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index('mail_jobs_status_idx').on(table.status, table.id),
  ],
);
