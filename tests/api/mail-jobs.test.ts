import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/config/env';
import { mailJobs } from '@/lib/server/db/schema';
import { startSmtpTestServer, type SmtpTestServer } from '@/tests/support/smtp-test-server';
import { provideTestState } from './support/mail-test-database';
import { drivers, openTestDatabase } from './support/test-database';

const current = provideTestState();

const { enqueueMail, runDueMailJobs, secondsUntilRetry, startMailWorker } =
  await import('@/lib/server/mail-jobs');

const policy = { retrySeconds: 30, maxAttempts: 3, leaseSeconds: 120 };

function message(to: string, subject = 'Potvrzení objednávky č. 2026-CZ-000001') {
  return { to, subject, text: 'Dobrý den,\nděkujeme.', html: '<p>Dobrý den, děkujeme.</p>' };
}

describe('the retry schedule of an e-mail job', () => {
  it('doubles the wait after each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => secondsUntilRetry(policy, attempts))).toEqual([30, 60, 120, 240]);
    expect(secondsUntilRetry(policy, 20)).toBe(3600);
  });
});

describe.each(drivers)('the e-mail outbox over SMTP on %s', (driver) => {
  let smtp: SmtpTestServer;
  const smtpUrlBefore = env.SMTP_URL;
  const db = () => current.database!.db;
  const job = async (id: number) => (await db().select().from(mailJobs).where(eq(mailJobs.id, id)))[0]!;
  /** The clock moves on: every waiting job is due now. */
  const makeDue = () =>
    db()
      .update(mailJobs)
      .set({ runAfter: sql`now()` })
      .where(eq(mailJobs.status, 'pending'));
  const sentTo = (to: string) => smtp.received().filter((mail) => mail.to.includes(to));

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 0 });
    current.dataDir = await mkdtemp(path.join(os.tmpdir(), 'horeca-mail-jobs-'));
    smtp = await startSmtpTestServer();
    Object.assign(env, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    Object.assign(env, { SMTP_URL: smtpUrlBefore });
    await smtp.close();
    await current.database?.dispose();
    await rm(current.dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    smtp.refuse(false);
    await runDueMailJobs(db(), policy);
    await db().delete(mailJobs);
  });

  it('sends a job once, with a Message-ID of its own, and keeps no copy of the message', async () => {
    const id = await enqueueMail(db(), 'order-confirmation', () => message('jana@example.com'));
    expect(await runDueMailJobs(db(), policy)).toBe(1);
    expect(await runDueMailJobs(db(), policy)).toBe(0);
    const [mail, ...others] = sentTo('jana@example.com');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Potvrzení objednávky č. 2026-CZ-000001');
    expect(mail!.messageId).toMatch(new RegExp(`^<mail-job-${id}-\\d+@horeca-shop\\.localhost>$`));
    const row = await job(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, message: null, messageId: mail!.messageId });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a job while SMTP refuses and sends it exactly once when SMTP accepts again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    smtp.refuse(true);
    const id = await enqueueMail(db(), 'order-confirmation', () => message('eva@example.com'));
    await runDueMailJobs(db(), policy);
    const waiting = await job(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toMatch(/421/);
    expect(waiting.runAfter.getTime() - Date.now()).toBeGreaterThan(25_000);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/attempt 1 of 3: .*421.*next attempt in 30 s$/),
    );

    expect(await runDueMailJobs(db(), policy)).toBe(0);
    await makeDue();
    await runDueMailJobs(db(), policy);
    expect(await job(id)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(smtp.refused()).toBeGreaterThanOrEqual(2);

    smtp.refuse(false);
    await makeDue();
    await runDueMailJobs(db(), policy);
    await makeDue();
    await runDueMailJobs(db(), policy);
    expect(sentTo('eva@example.com')).toHaveLength(1);
    expect(await job(id)).toMatchObject({ status: 'sent', attempts: 3 });
    logged.mockRestore();
  });

  it('marks a job failed after its last attempt and sends it no more on its own', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    smtp.refuse(true);
    const id = await enqueueMail(db(), 'password-reset', () => message('petr@example.com', 'Reset'));
    for (let attempt = 0; attempt < policy.maxAttempts; attempt += 1) {
      await makeDue();
      await runDueMailJobs(db(), policy);
    }
    const failed = await job(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failed.lastError).toMatch(/421/);
    expect(failed.message).not.toBeNull();
    expect(logged).toHaveBeenLastCalledWith(expect.stringMatching(/it waits in the admin for a retry$/));
    smtp.refuse(false);
    await makeDue();
    expect(await runDueMailJobs(db(), policy)).toBe(0);
    expect(sentTo('petr@example.com')).toEqual([]);
    logged.mockRestore();
  });

  it('sends the job of an instance that died while sending once its lease has run out, not before', async () => {
    const [dead, busy] = await Promise.all(
      ['dead@example.com', 'busy@example.com'].map((to) =>
        enqueueMail(db(), 'invitation', () => message(to)),
      ),
    );
    await db()
      .update(mailJobs)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailJobs.id, dead!));
    await db()
      .update(mailJobs)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(mailJobs.id, busy!));
    expect(await runDueMailJobs(db(), policy)).toBe(1);
    expect(sentTo('dead@example.com')).toHaveLength(1);
    expect(sentTo('busy@example.com')).toEqual([]);
    expect(await job(dead!)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await job(busy!)).toMatchObject({ status: 'sending' });
  });

  it('lets workers claim at once without sending any job twice', async () => {
    const recipients = Array.from({ length: 30 }, (_, index) => `guest${index}@example.com`);
    for (const to of recipients) await enqueueMail(db(), 'newsletter', () => message(to));
    const handled = await Promise.all([1, 2, 3].map(() => runDueMailJobs(db(), policy)));
    expect(handled.reduce((sum, count) => sum + count, 0)).toBe(30);
    const received = smtp.received().filter((mail) => recipients.includes(mail.to[0]!));
    expect(received).toHaveLength(30);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(30);
  });

  it('has a stopping worker send what is due before it stops', async () => {
    const worker = startMailWorker(async () => db());
    // Its first look is over and it waits for the next poll when the job comes without a nudge.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await db()
      .insert(mailJobs)
      .values({
        kind: 'order-confirmation',
        recipient: 'last@example.com',
        subject: 'The last order before the stop',
        message: { text: 'x', html: '<p>x</p>', attachments: [] },
      });
    await worker.stop();
    expect(sentTo('last@example.com')).toHaveLength(1);
  });

  it('keeps attachments through the outbox', async () => {
    const pdf = Buffer.from('%PDF-1.7 test');
    await enqueueMail(db(), 'return-confirmation', () => ({
      ...message('vera@example.com'),
      attachments: [{ filename: 'vraceni.pdf', content: pdf, contentType: 'application/pdf' }],
    }));
    await runDueMailJobs(db(), policy);
    const [mail] = sentTo('vera@example.com');
    expect(mail!.raw).toContain('filename=vraceni.pdf');
    expect(mail!.raw).toContain(pdf.toString('base64'));
  });
});
