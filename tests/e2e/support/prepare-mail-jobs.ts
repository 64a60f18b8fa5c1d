import { mailJobs } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

/** An order-status e-mail that SMTP refused on every attempt: it waits in the admin's failed e-mails. */
export const failedMailJob = {
  recipient: 'neodoslany.e2e@example.com',
  subject: 'Objednávka 2026-CZ-000199 je odoslaná',
  lastError: 'Invalid login: 535 5.7.8 Authentication credentials invalid',
};

export async function insertFailedMailJob(db: Db): Promise<void> {
  const text = 'Vaša objednávka 2026-CZ-000199 je na ceste.';
  await db.insert(mailJobs).values({
    kind: 'order-status',
    recipient: failedMailJob.recipient,
    subject: failedMailJob.subject,
    message: { text, html: `<p>${text}</p>`, attachments: [] },
    status: 'failed',
    attempts: 8,
    lastError: failedMailJob.lastError,
  });
}
