import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { hashSessionToken } from '@/lib/server/auth/session-token';
import { getRequestContext } from '@/lib/server/context';
import { customers, sessions } from '@/lib/server/db/schema';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';
import { selectForSession } from './support/selected-customer';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const login = await import('@/app/api/auth/login/route');
const logout = await import('@/app/api/auth/logout/route');
const authUser = await import('@/app/api/auth/user/route');

const params = { params: Promise.resolve({}) };
const SESSION_COOKIE = 'auth._token.local';
const DAY_MS = 24 * 3600_000;

function db() {
  return current.database!.db;
}

async function loginAs(key: Parameters<typeof demoUser>[0]): Promise<string> {
  const user = demoUser(key);
  const response = await login.POST(
    new Request('http://localhost:3000/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-channel-id': 'cz', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ username: user.email, password: user.password }),
    }),
    params,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

function getUser(headers: Record<string, string> = {}) {
  return authUser.GET(new Request('http://localhost:3000/api/auth/user', { headers }), params);
}

function postLogout(headers: Record<string, string>) {
  return logout.POST(
    new Request('http://localhost:3000/api/auth/logout', { method: 'POST', headers }),
    params,
  );
}

async function userOf(token: string) {
  const response = await getUser({ cookie: `${SESSION_COOKIE}=${token}` });
  expect(response.status).toBe(200);
  return (await response.json()).user;
}

async function sessionRow(token: string) {
  const [row] = await db()
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  return row;
}

describe.each(drivers)('sessions and the signed-in user on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('answers GET /api/auth/user without a session with code 401', async () => {
    const anonymous = await getUser({ 'x-user-locale': 'en' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ code: 401, message: 'Please sign in.' });
    const forged = await getUser({ authorization: `Bearer ${'A'.repeat(43)}` });
    expect(forged.status).toBe(401);
    expect((await forged.json()).code).toBe(401);
  });

  it('logs out: the session is deleted and both auth cookies are cleared', async () => {
    const token = await loginAs('customer');
    const response = await postLogout({ 'x-channel-id': 'cz', cookie: `${SESSION_COOKIE}=${token}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const cleared = response.headers.getSetCookie();
    expect(cleared).toContainEqual(expect.stringMatching(/^auth\._token\.local=; .*Max-Age=0/));
    expect(cleared).toContainEqual(expect.stringMatching(/^auth\.strategy=; .*Max-Age=0/));
    expect(await sessionRow(token)).toBeUndefined();
    expect((await getUser({ cookie: `${SESSION_COOKIE}=${token}` })).status).toBe(401);
  });

  it('logs out a Bearer client, and answers a visitor without a session all the same', async () => {
    const token = await loginAs('customer');
    const response = await postLogout({
      'x-channel-id': 'cz',
      origin: 'https://api-client.example',
      authorization: `Bearer ${token}`,
    });
    expect(response.status).toBe(200);
    expect((await getUser({ authorization: `Bearer ${token}` })).status).toBe(401);

    const anonymous = await postLogout({ 'x-channel-id': 'cz' });
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({ ok: true });
  });

  it('refuses a logout without X-Channel-Id and keeps the session', async () => {
    const token = await loginAs('customer');
    const response = await postLogout({ cookie: `${SESSION_COOKIE}=${token}` });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'MISSING_CHANNEL_HEADER' });
    expect((await getUser({ cookie: `${SESSION_COOKIE}=${token}` })).status).toBe(200);
  });

  it('refuses and deletes a session 30 days after login', async () => {
    const token = await loginAs('customer');
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect((await getUser({ cookie: `${SESSION_COOKIE}=${token}` })).status).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('refuses and deletes a session idle for more than 7 days', async () => {
    const token = await loginAs('customer');
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 7 * DAY_MS - 60_000) })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect((await getUser({ authorization: `Bearer ${token}` })).status).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('notes the last request only when the last note is a few minutes old', async () => {
    const token = await loginAs('customer');
    const loggedInAt = (await sessionRow(token))!.lastSeenAt.getTime();
    await userOf(token);
    expect((await sessionRow(token))!.lastSeenAt.getTime()).toBe(loggedInAt);

    const sixDaysAgo = new Date(Date.now() - 6 * DAY_MS);
    await db()
      .update(sessions)
      .set({ lastSeenAt: sixDaysAgo })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    await userOf(token);
    expect((await sessionRow(token))!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('describes the B2C customer', async () => {
    const customer = demoUser('customer');
    expect(await userOf(await loginAs('customer'))).toEqual({
      username: customer.email,
      customer_name: null,
      customer_name_short: null,
      show_price_without_vat: false,
      is_registered_for_newsletter: false,
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
      phone: customer.phone,
      roles: [],
      b2b_account_type: null,
      is_b2b: false,
      has_deposit: true,
      selected_customer: null,
      customers: [],
      can_select_customer: false,
      must_select_customer: false,
      has_admin_menu: false,
      is_customer_admin: false,
    });
  });

  it('makes the B2B admin of two customers choose one', async () => {
    const user = await userOf(await loginAs('b2bAdmin'));
    expect(user).toMatchObject({
      is_b2b: true,
      selected_customer: null,
      customer_name: null,
      b2b_account_type: null,
      has_deposit: true,
      must_select_customer: true,
      can_select_customer: true,
      has_admin_menu: false,
      is_customer_admin: false,
    });
    expect(user.customers).toEqual([
      {
        id: expect.any(Number),
        name: 'Bistro Vltava s.r.o.',
        name_short: 'Bistro Vltava',
        b2b_account_type: 'CUSTOMER_ADMIN',
      },
      {
        id: expect.any(Number),
        name: 'Hotel Promenáda Bratislava a.s.',
        name_short: 'Hotel Promenáda',
        b2b_account_type: 'CUSTOMER_ADMIN',
      },
    ]);
  });

  it('shows the B2B admin’s selected customer and its deposit rule', async () => {
    const token = await loginAs('b2bAdmin');
    const [hotel] = await db().select().from(customers).where(eq(customers.nameShort, 'Hotel Promenáda'));
    await selectForSession(db(), token, hotel!.id);
    expect(await userOf(token)).toMatchObject({
      selected_customer: { id: hotel!.id, name: 'Hotel Promenáda Bratislava a.s.', is_vat_payer: true },
      customer_name: 'Hotel Promenáda Bratislava a.s.',
      customer_name_short: 'Hotel Promenáda',
      b2b_account_type: 'CUSTOMER_ADMIN',
      is_customer_admin: true,
      must_select_customer: false,
      has_deposit: false,
    });
  });

  it('describes the B2B manager with the one customer selected', async () => {
    const user = await userOf(await loginAs('b2bManager'));
    expect(user).toMatchObject({
      is_b2b: true,
      selected_customer: { id: expect.any(Number), name: 'Bistro Vltava s.r.o.' },
      customer_name: 'Bistro Vltava s.r.o.',
      customer_name_short: 'Bistro Vltava',
      b2b_account_type: 'CUSTOMER_MANAGER',
      is_customer_admin: false,
      can_select_customer: false,
      must_select_customer: false,
      has_admin_menu: false,
    });
    expect(user.customers).toHaveLength(1);
  });

  it('lets the dealer and the superadmin choose any customer, found by search rather than listed', async () => {
    for (const key of ['dealer', 'superadmin'] as const) {
      const user = await userOf(await loginAs(key));
      expect(user).toMatchObject({
        roles: demoUser(key).roles,
        has_admin_menu: true,
        can_select_customer: true,
        must_select_customer: false,
        is_b2b: false,
        selected_customer: null,
        customers: [],
      });
    }
  });

  it('treats a dealer acting for a customer as B2B without a membership type', async () => {
    const token = await loginAs('dealer');
    const [cafe] = await db().select().from(customers).where(eq(customers.nameShort, 'Kavárna Na Rohu'));
    await selectForSession(db(), token, cafe!.id);
    expect(await userOf(token)).toMatchObject({
      is_b2b: true,
      selected_customer: { id: cafe!.id, name: 'Kavárna Na Rohu s.r.o.' },
      b2b_account_type: null,
      is_customer_admin: false,
      customers: [
        {
          id: cafe!.id,
          name: 'Kavárna Na Rohu s.r.o.',
          name_short: 'Kavárna Na Rohu',
          b2b_account_type: null,
        },
      ],
    });
  });

  it('ignores a selected customer the user is not a member of', async () => {
    const token = await loginAs('customer');
    const [cafe] = await db().select().from(customers).where(eq(customers.nameShort, 'Kavárna Na Rohu'));
    await selectForSession(db(), token, cafe!.id);
    expect(await userOf(token)).toMatchObject({
      selected_customer: null,
      is_b2b: false,
      has_deposit: true,
    });
  });

  it('gives the translator the admin menu only', async () => {
    expect(await userOf(await loginAs('translator'))).toMatchObject({
      roles: ['ROLE_TRANSLATOR'],
      has_admin_menu: true,
      can_select_customer: false,
      customers: [],
    });
  });

  it('puts the session user into the request context with net prices for a VAT payer on the SK shop', async () => {
    const token = await loginAs('b2bManager');
    const contextOn = (channel: string) =>
      getRequestContext(
        new Request('http://localhost:3000/api/cart', {
          headers: { cookie: `${SESSION_COOKIE}=${token}`, 'x-channel-id': channel },
        }),
      );
    const sk = await contextOn('sk');
    expect(sk.user).toMatchObject({
      email: demoUser('b2bManager').email,
      roles: [],
      membershipsCount: 1,
      selectedCustomer: {
        name: 'Bistro Vltava s.r.o.',
        isVatPayer: true,
        b2bAccountType: 'CUSTOMER_MANAGER',
      },
      sessionTokenHash: hashSessionToken(token),
    });
    expect(sk.selectedCustomerId).toBe(sk.user!.selectedCustomer!.id);
    expect(sk.priceMode).toBe('net');
    expect((await contextOn('cz')).priceMode).toBe('gross');

    const b2c = await loginAs('customer');
    const b2cContext = await getRequestContext(
      new Request('http://localhost:3000/api/cart', {
        headers: { authorization: `Bearer ${b2c}`, 'x-channel-id': 'sk' },
      }),
    );
    expect(b2cContext.user?.email).toBe(demoUser('customer').email);
    expect(b2cContext.priceMode).toBe('gross');
  });
});
