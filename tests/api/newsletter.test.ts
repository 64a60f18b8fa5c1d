import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsletterSubscriptions, users } from '@/lib/server/db/schema';
import { readMailFolder } from './support/read-eml';
import { drivers, openTestDatabase } from './support/test-database';
import { deliverQueuedMail, provideTestState } from './support/mail-test-database';

const current = provideTestState();

const join = await import('@/app/api/email-notification/join-newsletter/route');
const unsubscribe = await import('@/app/api/email-notification/unsubscribe/route');

const params = { params: Promise.resolve({}) };
let ipCounter = 0;

/** Each sign-up from an address of its own: the per-client limit has a test of its own (search-newsletter-limits). */
function putJoin(body: unknown, headers: Record<string, string> = {}, url = 'http://localhost:3000') {
  return join.PUT(
    new Request(`${url}/api/email-notification/join-newsletter`, {
      method: 'PUT',
      headers: {
        host: new URL(url).host,
        'content-type': 'application/json',
        'x-channel-id': 'cz',
        'x-user-locale': 'sk',
        'x-forwarded-for': `198.51.100.${(ipCounter += 1)}`,
        ...headers,
      },
      body: JSON.stringify(body),
    }),
    params,
  );
}

function getUnsubscribe(token: string | null) {
  const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
  return unsubscribe.GET(
    new Request(`http://localhost:3000/api/email-notification/unsubscribe${query}`, {
      headers: { 'x-user-locale': 'en' },
    }),
    params,
  );
}

async function subscription(email: string) {
  const rows = await current
    .database!.db.select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

async function mails() {
  await deliverQueuedMail(current.database!.db);
  return readMailFolder(path.join(current.dataDir, 'mail'));
}

describe.each(drivers)('the newsletter on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 0 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
    await rm(current.dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    // What the previous test caused goes to its own mail folder, not to this one's.
    if (current.database) await deliverQueuedMail(current.database.db);
    if (current.dataDir) await rm(current.dataDir, { recursive: true, force: true });
    current.dataDir = await mkdtemp(path.join(os.tmpdir(), 'horeca-newsletter-'));
  });

  it('subscribes a trimmed address and e-mails the unsubscribe link in the caller’s language', async () => {
    const response = await putJoin({ email: '  Jana.Novakova@Example.com ', privacyPolicyChecked: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const row = await subscription('jana.novakova@example.com');
    expect(row).toMatchObject({ locale: 'sk', channel: 'cz', unsubscribedAt: null });
    expect(row!.unsubscribeToken).toMatch(/^[\w-]{32}$/);

    const [sent, ...others] = await mails();
    expect(others).toEqual([]);
    expect(sent!.mail.to).toBe('jana.novakova@example.com');
    expect(sent!.mail.subject).toBe('Prihlásenie na odber noviniek Horeca Shop');
    const link = `http://localhost:3000/email-odhlasit?token=${row!.unsubscribeToken}`;
    expect(sent!.mail.text).toContain(link);
    expect(sent!.mail.html).toContain(`href="${link}"`);
  });

  it('links to the unsubscribe page with a locale prefix, on the shop it was sent from', async () => {
    await putJoin({ email: 'petr@example.com', privacyPolicyChecked: true }, { 'x-user-locale': 'cs' });
    await putJoin(
      { email: 'tom@example.com', privacyPolicyChecked: true },
      { 'x-user-locale': 'en', 'x-channel-id': 'sk' },
      'http://sk.localhost:3000',
    );
    // The Czech shop speaks Czech without a prefix, so Slovak needs one there.
    await putJoin(
      { email: 'zuzana@example.com', privacyPolicyChecked: true },
      { 'x-user-locale': 'sk' },
      'http://cz.localhost:3000',
    );
    const byRecipient = new Map((await mails()).map(({ mail }) => [mail.to, mail]));
    const petr = await subscription('petr@example.com');
    const tom = await subscription('tom@example.com');
    const zuzana = await subscription('zuzana@example.com');
    expect(tom).toMatchObject({ locale: 'en', channel: 'sk' });
    expect(byRecipient.get('petr@example.com')).toMatchObject({
      subject: 'Přihlášení k odběru novinek Horeca Shop',
      text: expect.stringContaining(
        `http://localhost:3000/cs/email-odhlasit?token=${petr!.unsubscribeToken}`,
      ),
    });
    expect(byRecipient.get('tom@example.com')).toMatchObject({
      subject: 'Your Horeca Shop newsletter subscription',
      text: expect.stringContaining(
        `http://sk.localhost:3000/en/email-odhlasit?token=${tom!.unsubscribeToken}`,
      ),
    });
    expect(byRecipient.get('zuzana@example.com')?.text).toContain(
      `http://cz.localhost:3000/sk/email-odhlasit?token=${zuzana!.unsubscribeToken}`,
    );
  });

  it('never links to a host that is not one of our shops, whatever Host the request claimed', async () => {
    const forged = await putJoin(
      { email: 'victim@example.com', privacyPolicyChecked: true },
      { origin: 'http://evil.example' },
      'http://evil.example',
    );
    expect(forged.status).toBe(200);
    const mail = (await mails()).find(({ mail }) => mail.to === 'victim@example.com')?.mail;
    const victim = await subscription('victim@example.com');
    expect(mail?.text).toContain(`http://localhost:3000/email-odhlasit?token=${victim!.unsubscribeToken}`);
    expect(mail?.text).not.toContain('evil.example');
  });

  it('shows a customer with the same address as subscribed, and as not subscribed once they leave', async () => {
    await current.database!.db.insert(users).values({ email: 'Petra@Example.com', passwordHash: 'unused' });
    const registered = async () => {
      const [user] = await current
        .database!.db.select({ flag: users.isRegisteredForNewsletter })
        .from(users)
        .where(eq(users.email, 'Petra@Example.com'));
      return user!.flag;
    };
    expect(await registered()).toBe(false);
    await putJoin({ email: ' petra@EXAMPLE.com ', privacyPolicyChecked: true });
    expect(await registered()).toBe(true);
    const { unsubscribeToken } = (await subscription('petra@example.com'))!;
    expect((await getUnsubscribe(unsubscribeToken)).status).toBe(200);
    expect(await registered()).toBe(false);
  });

  it('answers 400 with a field per broken rule', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ privacyPolicyChecked: true }, { email: ['required'] }],
      [{ email: '   ', privacyPolicyChecked: true }, { email: ['required'] }],
      [{ email: 'jana@', privacyPolicyChecked: true }, { email: ['email'] }],
      [{ email: `${'a'.repeat(190)}@example.com`, privacyPolicyChecked: true }, { email: ['maxLength|200'] }],
      [{ email: 'jana@example.com', privacyPolicyChecked: false }, { privacyPolicyChecked: ['consent'] }],
      [{ email: 'jana@example.com' }, { privacyPolicyChecked: ['consent'] }],
      [
        { email: 'nope', privacyPolicyChecked: 'yes' },
        { email: ['email'], privacyPolicyChecked: ['consent'] },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await putJoin(body, { 'x-user-locale': 'en' });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Some of the data is not filled in correctly.',
        fields,
      });
    }
    expect(await mails()).toEqual([]);
    expect(await subscription('jana@example.com')).toBeUndefined();
  });

  it('accepts an e-mail of exactly 200 characters', async () => {
    const email = `${'b'.repeat(188)}@example.com`;
    expect(email).toHaveLength(200);
    expect((await putJoin({ email, privacyPolicyChecked: true })).status).toBe(200);
    expect(await subscription(email)).toBeDefined();
  });

  it('keeps one subscription for an address that signs up twice', async () => {
    await putJoin({ email: 'twice@example.com', privacyPolicyChecked: true });
    const first = await subscription('twice@example.com');
    const again = await putJoin({ email: 'TWICE@example.com ', privacyPolicyChecked: true });
    expect(again.status).toBe(200);
    const second = await subscription('twice@example.com');
    expect(second).toMatchObject({ id: first!.id, unsubscribeToken: first!.unsubscribeToken });
    expect((await mails()).map(({ mail }) => mail.to)).toEqual(['twice@example.com', 'twice@example.com']);
  });

  it('unsubscribes by the e-mailed token, and subscribes the address again later', async () => {
    await putJoin({ email: 'leaving@example.com', privacyPolicyChecked: true });
    expect((await mails()).at(-1)?.mail.subject).toBe('Prihlásenie na odber noviniek Horeca Shop');
    const { unsubscribeToken } = (await subscription('leaving@example.com'))!;

    const response = await getUnsubscribe(unsubscribeToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const unsubscribed = await subscription('leaving@example.com');
    expect(unsubscribed!.unsubscribedAt).toBeInstanceOf(Date);

    // A second click on the link is still fine and keeps the first time.
    expect((await getUnsubscribe(unsubscribeToken)).status).toBe(200);
    expect((await subscription('leaving@example.com'))!.unsubscribedAt).toEqual(unsubscribed!.unsubscribedAt);

    const back = await putJoin(
      { email: 'leaving@example.com', privacyPolicyChecked: true },
      { 'x-user-locale': 'en' },
    );
    expect(back.status).toBe(200);
    expect(await subscription('leaving@example.com')).toMatchObject({
      id: unsubscribed!.id,
      unsubscribedAt: null,
      locale: 'en',
    });
    const last = (await mails()).at(-1);
    expect(last?.mail.subject).toBe('Your Horeca Shop newsletter subscription');
  });

  it('answers 404 for an unknown token and 400 without one', async () => {
    const unknown = await getUnsubscribe('no-such-token');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'The requested record does not exist.',
    });
    const missing = await getUnsubscribe(null);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { token: ['required'] } });
  });

  it('refuses a sign-up without X-Channel-Id', async () => {
    const response = await join.PUT(
      new Request('http://localhost:3000/api/email-notification/join-newsletter', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'csrf@example.com', privacyPolicyChecked: true }),
      }),
      params,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'MISSING_CHANNEL_HEADER' });
    expect(await subscription('csrf@example.com')).toBeUndefined();
    expect(await mails()).toEqual([]);
  });
});
