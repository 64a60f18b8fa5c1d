import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/lib/config/env';
import { provideDatabase } from '@/lib/server/db';
import { createSession } from '@/lib/server/auth/sessions';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import { pageViews, users } from '@/lib/server/db/schema';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const { POST } = await import('@/app/api/page-views/route');

const params = { params: Promise.resolve({}) };

function postView(body: unknown, headers: Record<string, string> = { 'x-channel-id': 'sk' }) {
  return POST(
    new Request('http://localhost:3000/api/page-views', {
      method: 'POST',
      headers: { host: 'localhost:3000', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
    params,
  );
}

async function views() {
  return current.database!.db.select().from(pageViews).orderBy(pageViews.id);
}

describe.each(drivers)('POST /api/page-views on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('stores an anonymous view with the channel of the request and answers 204', async () => {
    const response = await postView({ path: '/kategorie/sklo', locale: 'sk' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await views()).at(-1)).toMatchObject({
      path: '/kategorie/sklo',
      locale: 'sk',
      channel: 'sk',
      userId: null,
    });
  });

  it('stores the signed-in user and leaves a query (which may hold a token) out of the path', async () => {
    const db = current.database!.db;
    const [customer] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoUser('customer').email));
    const token = await createSession(db, customer!.id, { ip: '203.0.113.7', userAgent: 'vitest' });
    const response = await postView(
      { path: '/en/email-odhlasit?token=secret#top', locale: 'en' },
      { 'x-channel-id': 'cz', cookie: `${SESSION_COOKIE_NAME}=${token}` },
    );
    expect(response.status).toBe(204);
    expect((await views()).at(-1)).toMatchObject({
      path: '/en/email-odhlasit',
      locale: 'en',
      channel: 'cz',
      userId: customer!.id,
    });
  });

  it('answers 400 with the fields for a foreign or too long path and an unknown locale', async () => {
    const before = (await views()).length;
    const cases: [unknown, string[]][] = [
      [{ path: 'kategorie/sklo', locale: 'sk' }, ['path']],
      [{ path: `/${'a'.repeat(500)}`, locale: 'sk' }, ['path']],
      [{ path: '/', locale: 'de' }, ['locale']],
      [{}, ['path', 'locale']],
    ];
    for (const [body, fields] of cases) {
      const response = await postView(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = await response.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(error.fields)).toEqual(fields);
    }
    expect((await postView({ path: `/${'a'.repeat(499)}`, locale: 'cs' })).status).toBe(204);
    expect(await views()).toHaveLength(before + 1);
  });

  it('stores 600 views an hour from one address and answers 204 past that without storing; another address still stores', async () => {
    expect(env.ACTIVITY_LOG_PER_HOUR).toBe(600);
    // The count is kept in this process's memory across both databases: each run has its own addresses.
    const [busy, other] =
      driver === 'pglite' ? ['203.0.113.61', '203.0.113.62'] : ['203.0.113.63', '203.0.113.64'];
    const before = (await views()).length;
    for (let index = 0; index <= env.ACTIVITY_LOG_PER_HOUR; index += 1) {
      const response = await postView(
        { path: `/kategorie/sklo?page=${index}`, locale: 'sk' },
        { 'x-channel-id': 'sk', 'x-forwarded-for': busy },
      );
      expect(response.status).toBe(204);
    }
    expect(await views()).toHaveLength(before + env.ACTIVITY_LOG_PER_HOUR);

    const elsewhere = await postView(
      { path: '/kosik', locale: 'cs' },
      { 'x-channel-id': 'cz', 'x-forwarded-for': other },
    );
    expect(elsewhere.status).toBe(204);
    expect(await views()).toHaveLength(before + env.ACTIVITY_LOG_PER_HOUR + 1);
    expect((await views()).at(-1)).toMatchObject({ path: '/kosik', channel: 'cz' });
  });

  it('refuses a view without X-Channel-Id', async () => {
    const before = (await views()).length;
    const response = await postView({ path: '/', locale: 'sk' }, {});
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'MISSING_CHANNEL_HEADER' });
    expect(await views()).toHaveLength(before);
  });
});
