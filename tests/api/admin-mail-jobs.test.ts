import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailJobs } from '@/lib/server/db/schema';
import { runDueMailJobs } from '@/lib/server/mail-jobs';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { call } from './support/b2b-calls';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { drivers } from './support/test-database';

const current = provideTestState();
const db = () => current.database!.db;

const listRoute = await import('@/app/api/admin/e-maily/route');
const retryRoute = await import('@/app/api/admin/e-maily/[id]/retry/route');

const BASE = '/api/admin/e-maily';

const message = {
  text: 'Vaša objednávka 2026-CZ-000900 je odoslaná.',
  html: '<p>Vaša objednávka 2026-CZ-000900 je odoslaná.</p>',
  attachments: [],
};

/** The outbox as the worker leaves it: one job failed for good, one waiting for its next attempt, one sent. */
async function insertJobs() {
  const [failed, pending, sent] = await db()
    .insert(mailJobs)
    .values([
      {
        kind: 'order-status',
        recipient: 'zlyhany.mail@example.com',
        subject: 'Objednávka 2026-CZ-000900 je odoslaná',
        message,
        status: 'failed',
        attempts: 8,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      },
      {
        kind: 'newsletter',
        recipient: 'caka.mail@example.com',
        subject: 'Vitajte v newsletteri',
        message,
        status: 'pending',
        attempts: 2,
        lastError: '451 4.7.1 Try again later',
        runAfter: sql`now() + interval '1 hour'`,
      },
      {
        kind: 'order-confirmation',
        recipient: 'odoslany.mail@example.com',
        subject: 'Potvrdenie objednávky 2026-CZ-000901',
        status: 'sent',
        attempts: 1,
        sentAt: sql`now()`,
      },
    ])
    .returning({ id: mailJobs.id });
  return { failed: failed!.id, pending: pending!.id, sent: sent!.id };
}

async function jobRow(id: number) {
  const [row] = await db().select().from(mailJobs).where(eq(mailJobs.id, id));
  return row!;
}

describe.each(drivers)('admin e-mail outbox (e-maily) on %s', (driver) => {
  const { mails } = useMailTestDatabase(current, driver, 5);
  let sessions: Record<AdminCallerKey, string>;
  let jobs: Awaited<ReturnType<typeof insertJobs>>;

  beforeAll(async () => {
    sessions = await adminSessions(db());
    jobs = await insertJobs();
  });

  function list(query = '', token: string | null = sessions.superadmin) {
    return call(listRoute.GET, 'GET', `${BASE}${query}`, { token });
  }

  function retry(id: number | string, token: string | null = sessions.superadmin) {
    return call(retryRoute.POST, 'POST', `${BASE}/${id}/retry`, { token, params: { id: String(id) } });
  }

  async function listedIds(query: string): Promise<number[]> {
    const response = await list(query);
    expect(response.status, query).toBe(200);
    return ((await response.json()).items as { id: number }[]).map((item) => item.id);
  }

  it('only the superadmin may list the outbox or send an e-mail again', async () => {
    await expectOnlyRolesMayCall(listRoute.GET, 'GET', BASE, sessions, ['superadmin']);
    await expectOnlyRolesMayCall(
      retryRoute.POST,
      'POST',
      `${BASE}/${jobs.failed}/retry`,
      sessions,
      ['superadmin'],
      {
        params: { id: String(jobs.failed) },
      },
    );
    expect((await retry(jobs.failed, sessions.dealer)).status).toBe(403);
    expect((await retry(jobs.failed, null)).status).toBe(401);
    expect(await jobRow(jobs.failed)).toMatchObject({ status: 'failed', attempts: 8 });
  });

  it('lists the failed e-mails by default with their error, and the waiting and sent ones by status', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      items: [
        {
          id: jobs.failed,
          kind: 'order-status',
          recipient: 'zlyhany.mail@example.com',
          subject: 'Objednávka 2026-CZ-000900 je odoslaná',
          status: 'failed',
          attempts: 8,
          last_error: 'connect ECONNREFUSED 127.0.0.1:25',
          created_at: expect.any(String),
          run_after: expect.any(String),
          sent_at: null,
        },
      ],
      total: 1,
      page: 1,
      per_page: 20,
    });
    expect(await listedIds('?status=failed')).toEqual([jobs.failed]);

    const pending = await (await list('?status=pending')).json();
    expect(pending.items).toEqual([
      expect.objectContaining({
        id: jobs.pending,
        status: 'pending',
        attempts: 2,
        last_error: '451 4.7.1 Try again later',
      }),
    ]);
    expect(Date.parse(pending.items[0].run_after)).toBeGreaterThan(Date.now() + 50 * 60_000);

    const sent = await (await list('?status=sent')).json();
    const sentJob = sent.items.find((item: { id: number }) => item.id === jobs.sent);
    expect(sentJob).toMatchObject({ status: 'sent', recipient: 'odoslany.mail@example.com' });
    expect(Date.parse(sentJob.sent_at)).not.toBeNaN();
    expect(sent.items.map((item: { status: string }) => item.status)).not.toContain('failed');

    expect(await listedIds('?status=sent&q=ODOSLANY.mail')).toEqual([jobs.sent]);
    expect(await listedIds('?q=caka.mail')).toEqual([]);
    expect(await listedIds('?status=pending&q=newsletter')).toEqual([jobs.pending]);
    expect((await list('?status=lost')).status).toBe(400);
  });

  it('sends a failed e-mail again: a fresh set of attempts, due now, in the audit log; the worker then sends it', async () => {
    const response = await retry(jobs.failed);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    const retried = await jobRow(jobs.failed);
    expect(retried).toMatchObject({ status: 'pending', attempts: 0 });
    expect(retried.runAfter.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await listedIds('')).toEqual([]);
    expect(await listedIds('?status=pending')).toContain(jobs.failed);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.section, 'e-maily'), eq(auditLog.entityId, String(jobs.failed))));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'mail-retry',
        summary: 'zlyhany.mail@example.com: Objednávka 2026-CZ-000900 je odoslaná',
      }),
    ]);

    expect(await runDueMailJobs(db())).toBe(1);
    expect(await jobRow(jobs.failed)).toMatchObject({ status: 'sent', attempts: 1, message: null });
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: 'zlyhany.mail@example.com',
      subject: 'Objednávka 2026-CZ-000900 je odoslaná',
    });
    expect(mail!.text).toContain('Vaša objednávka 2026-CZ-000900 je odoslaná.');
    // Sent lists by when an e-mail went out: the retried one leads, though the sent job was written after it.
    expect((await listedIds('?status=sent')).slice(0, 2)).toEqual([jobs.failed, jobs.sent]);
  });

  it('refuses to send again an e-mail that is waiting or sent (409) or that does not exist (404)', async () => {
    for (const id of [jobs.sent, jobs.pending]) {
      const refused = await retry(id);
      expect(refused.status, `job ${id}`).toBe(409);
      expect(await refused.json()).toEqual({
        code: 'MAIL_JOB_NOT_FAILED',
        message: 'This e-mail is no longer failed: it is waiting to be sent or has gone out.',
      });
    }
    expect(await jobRow(jobs.sent)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await jobRow(jobs.pending)).toMatchObject({ status: 'pending', attempts: 2 });

    const unknown = await retry(999_999);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      code: 'MAIL_JOB_NOT_FOUND',
      message: 'This e-mail does not exist.',
    });
    expect((await retry('abc')).status).toBe(400);
    expect(await mails()).toEqual([]);
  });
});
