import 'server-only';
import { writeWithinTransaction } from '@/lib/i18n/message-overrides';
import type { DbOrTx } from '@/lib/server/db';
import { mailJobs } from '@/lib/server/db/schema';
import type { MailMessage } from '@/lib/server/mail/send-mail';
import { storedMail } from './stored-mail';
import { nudgeMailWorker } from './worker-signal';

/** What an e-mail is about: the admin's list of failed jobs and the logs name it. */
export type MailKind =
  | 'order-confirmation'
  | 'order-status'
  | 'return-confirmation'
  | 'password-reset'
  | 'registration'
  | 'registration-decision'
  | 'invitation'
  | 'membership'
  | 'newsletter';

/**
 * Writes an e-mail and puts it in the outbox. Given the transaction of the change that causes it, the
 * e-mail exists exactly when the change does (and is written from what the transaction sees); the mail
 * worker sends it after the commit, retrying while SMTP refuses.
 */
export async function enqueueMail(
  db: DbOrTx,
  kind: MailKind,
  write: () => MailMessage | Promise<MailMessage>,
): Promise<number> {
  const message = await writeWithinTransaction(db, async () => write());
  const [job] = await db
    .insert(mailJobs)
    .values({ kind, recipient: message.to, subject: message.subject, message: storedMail(message) })
    .returning({ id: mailJobs.id });
  nudgeMailWorker();
  return job!.id;
}
