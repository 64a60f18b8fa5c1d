import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { hashSessionToken } from '@/lib/server/auth/session-token';
import { loginAttempts, sessions, users } from '@/lib/server/db/schema';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { CART_COOKIE, cartTokenSetBy, getFrom, pickVariant, putTo } from './cart-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const login = await import('@/app/api/auth/login/route');
const cartRoute = await import('@/app/api/cart/route');
const addRoute = await import('@/app/api/cart/add-to-cart/route');
const authUser = await import('@/app/api/auth/user/route');

const params = { params: Promise.resolve({}) };
const customer = demoUser('customer');
const SESSION_COOKIE = 'auth._token.local';
let ipCounter = 0;

/** Each test logs in from its own address, so the per-IP limit of one test does not leak into another. */
function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

function postLogin(body: unknown, headers: Record<string, string> = {}) {
  return login.POST(
    new Request('http://localhost:3000/api/auth/login', {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        'x-channel-id': 'cz',
        'x-user-locale': 'en',
        ...headers,
      },
      body: JSON.stringify(body),
    }),
    params,
  );
}

function attemptFrom(ip: string, email: string, password: string) {
  return postLogin({ username: email, password }, { 'x-forwarded-for': ip });
}

/** `times` wrong passwords for `email` from `ip`, each answered 401. */
async function failFrom(ip: string, email: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect((await attemptFrom(ip, email, `wrong-${attempt}`)).status).toBe(401);
  }
}

function getUser(headers: Record<string, string>) {
  return authUser.GET(
    new Request('http://localhost:3000/api/auth/user', { headers: { host: 'localhost:3000', ...headers } }),
    params,
  );
}

function sessionCookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

async function loginAs(email: string, password: string, headers: Record<string, string> = {}) {
  const response = await postLogin(
    { username: email, password },
    { 'x-forwarded-for': freshIp(), ...headers },
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

describe.each(drivers)('POST /api/auth/login on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('signs in with e-mail and password: token, user and an httpOnly SameSite=Lax cookie', async () => {
    const response = await postLogin(
      { username: customer.email, password: customer.password },
      { 'x-forwarded-for': freshIp() },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.user).toMatchObject({ username: customer.email, email: customer.email, roles: [] });

    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    const attributes = cookie!.split('; ');
    expect(attributes[0]).toBe(`${SESSION_COOKIE}=${body.token}`);
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${30 * 24 * 3600}`]),
    );
    expect(attributes).not.toContain('Secure');
    expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^auth\.strategy=local;/));
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const response = await postLogin(
      { username: customer.email, password: customer.password },
      // The browser's page is https behind the proxy that ended TLS, so its Origin is too.
      { 'x-forwarded-for': freshIp(), 'x-forwarded-proto': 'https', origin: 'https://localhost:3000' },
    );
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)?.split('; ')).toContain('Secure');
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const token = await loginAs(`  ${customer.email.toUpperCase()} `, customer.password);
    expect((await getUser({ authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it('stores only the hash of the token', async () => {
    const token = await loginAs(customer.email, customer.password);
    const db = current.database!.db;
    expect(await db.select().from(sessions).where(eq(sessions.tokenHash, token))).toHaveLength(0);
    const [stored] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(stored).toBeDefined();
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it('authenticates /api/auth/user with the token as cookie and as Bearer', async () => {
    const token = await loginAs(customer.email, customer.password);
    const byCookie = await getUser({ cookie: `a=1; ${SESSION_COOKIE}=${token}` });
    expect(byCookie.status).toBe(200);
    expect((await byCookie.json()).user.email).toBe(customer.email);
    const byBearer = await getUser({ authorization: `Bearer ${token}` });
    expect(byBearer.status).toBe(200);
    expect((await byBearer.json()).user.email).toBe(customer.email);
  });

  it('gives every login a new token, keeps other devices signed in and replaces the one it came with', async () => {
    const phone = await loginAs(customer.email, customer.password);
    const laptop = await loginAs(customer.email, customer.password);
    expect(laptop).not.toBe(phone);
    expect((await getUser({ authorization: `Bearer ${phone}` })).status).toBe(200);
    expect((await getUser({ authorization: `Bearer ${laptop}` })).status).toBe(200);

    const relogin = await loginAs(customer.email, customer.password, {
      cookie: `${SESSION_COOKIE}=${laptop}`,
    });
    expect(relogin).not.toBe(laptop);
    expect((await getUser({ cookie: `${SESSION_COOKIE}=${laptop}` })).status).toBe(401);
    expect((await getUser({ cookie: `${SESSION_COOKIE}=${relogin}` })).status).toBe(200);
    expect((await getUser({ authorization: `Bearer ${phone}` })).status).toBe(200);
  });

  it('moves the visitor’s cart into the customer’s cart at login', async () => {
    const variant = await pickVariant(
      current.database!.db,
      sql`not v.backorder and v.stock >= 10 and v.min_quantity = 1 and v.step_quantity = 1`,
    );
    const added = await putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: variant.id, quantity: 3 });
    expect(added.status).toBe(200);
    const cartToken = cartTokenSetBy(added)!;

    const token = await loginAs(customer.email, customer.password, { cookie: `${CART_COOKIE}=${cartToken}` });
    const cart = await getFrom(cartRoute.GET, '', { sessionToken: token });
    expect((await cart.json()).cart.items).toEqual([
      expect.objectContaining({ quantity: 3, item_variant: expect.objectContaining({ id: variant.id }) }),
    ]);
    const visitorCart = await getFrom(cartRoute.GET, '', { cartToken });
    expect((await visitorCart.json()).cart.items).toEqual([]);
  });

  it('refuses a wrong password and an unknown e-mail with the same exact 401 body', async () => {
    const wrongPassword = await postLogin(
      { username: customer.email, password: 'Not-the-password-1' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.json()).toEqual({ code: 401, message: 'Invalid credentials.' });
    expect(sessionCookieOf(wrongPassword)).toBeUndefined();

    const unknown = await postLogin(
      { username: 'nobody@horeca-shop.localhost', password: customer.password },
      { 'x-forwarded-for': freshIp() },
    );
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ code: 401, message: 'Invalid credentials.' });
  });

  it('refuses an inactive user even with the right password', async () => {
    const translator = demoUser('translator');
    const db = current.database!.db;
    await db.update(users).set({ isActive: false }).where(eq(users.email, translator.email));
    try {
      const response = await postLogin(
        { username: translator.email, password: translator.password },
        { 'x-forwarded-for': freshIp() },
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: 'Invalid credentials.' });
    } finally {
      await db.update(users).set({ isActive: true }).where(eq(users.email, translator.email));
    }
  });

  it('answers invalid input with 400 and the failing rule per field', async () => {
    const empty = await postLogin({ username: '', password: '' });
    expect(empty.status).toBe(400);
    const emptyBody = await empty.json();
    expect(emptyBody.code).toBe('VALIDATION_ERROR');
    expect(emptyBody.fields).toEqual({ username: ['required'], password: ['required'] });

    const tooLong = await postLogin({
      username: `${'a'.repeat(190)}@example.com`,
      password: 'x'.repeat(101),
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).fields).toEqual({
      username: ['maxLength|200'],
      password: ['maxLength|100'],
    });

    const notEmail = await postLogin({ username: 'zakaznik', password: 'x'.repeat(100) });
    expect(notEmail.status).toBe(400);
    expect((await notEmail.json()).fields).toEqual({ username: ['email'] });

    const notJson = await login.POST(
      new Request('http://localhost:3000/api/auth/login', {
        method: 'POST',
        headers: { 'x-channel-id': 'cz', 'content-type': 'application/json' },
        body: '{"username":',
      }),
      params,
    );
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('locks out the address that failed 10 times on an account, not the account: the superadmin signs in from another address', async () => {
    const superadmin = demoUser('superadmin');
    const attacker = freshIp();
    await failFrom(attacker, superadmin.email, 10);
    const locked = await attemptFrom(attacker, superadmin.email, superadmin.password);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please try again in a moment.',
    });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(sessionCookieOf(locked)).toBeUndefined();

    const owner = await attemptFrom(freshIp(), superadmin.email, superadmin.password);
    expect(owner.status).toBe(200);
    expect((await owner.json()).data.user).toMatchObject({ email: superadmin.email });
    // The lock is the attacker's on this account only: it is under its limit for any other account.
    await loginAs(customer.email, customer.password, { 'x-forwarded-for': attacker });
    expect((await attemptFrom(attacker, superadmin.email, superadmin.password)).status).toBe(429);

    // When the oldest failures leave the 15-minute window, the address may try the account again.
    const db = current.database!.db;
    await db
      .update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(like(loginAttempts.key, `%|${attacker}`));
    await loginAs(superadmin.email, superadmin.password, { 'x-forwarded-for': attacker });
  });

  it('forgives an address its own failures on the account when it signs in, not another address’s', async () => {
    const dealer = demoUser('dealer');
    const ip = freshIp();
    await failFrom(ip, dealer.email, 9);
    await loginAs(dealer.email, dealer.password, { 'x-forwarded-for': ip });
    await failFrom(ip, dealer.email, 9);
    await loginAs(dealer.email, dealer.password, { 'x-forwarded-for': ip });

    const guesser = freshIp();
    await failFrom(guesser, dealer.email, 9);
    await loginAs(dealer.email, dealer.password, { 'x-forwarded-for': freshIp() });
    await failFrom(guesser, dealer.email, 1);
    const locked = await attemptFrom(guesser, dealer.email, dealer.password);
    expect(locked.status).toBe(429);
  });

  it('past 50 failures on an account from all addresses, only an address that has not failed on it may try, once', async () => {
    const companyAdmin = demoUser('b2bAdmin');
    const spread = Array.from({ length: 25 }, () => freshIp());
    for (const ip of spread) await failFrom(ip, companyAdmin.email, 2);

    // Each address is far under its own limit of 10, but the account is past its ceiling.
    const burned = await attemptFrom(spread[0]!, companyAdmin.email, companyAdmin.password);
    expect(burned.status).toBe(429);
    const retryAfter = Number(burned.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const newcomer = freshIp();
    await failFrom(newcomer, companyAdmin.email, 1);
    const secondGuess = await attemptFrom(newcomer, companyAdmin.email, companyAdmin.password);
    expect(secondGuess.status).toBe(429);

    await loginAs(companyAdmin.email, companyAdmin.password, { 'x-forwarded-for': freshIp() });
    // The owner signing in does not reopen the account to the addresses that guessed.
    const stillBurned = await attemptFrom(spread[1]!, companyAdmin.email, 'wrong-again');
    expect(stillBurned.status).toBe(429);
  });

  it('locks an IP address after 30 failures whatever the e-mail and whatever address the client writes first', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      // The proxy appends the address it was called from; what the client wrote before it changes nothing.
      const failed = await postLogin(
        { username: `guess${attempt}@example.com`, password: 'wrong' },
        { 'x-forwarded-for': `10.9.${attempt}.1, ${ip}` },
      );
      expect(failed.status).toBe(401);
    }
    const locked = await postLogin(
      { username: customer.email, password: customer.password },
      { 'x-forwarded-for': ip },
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // X-Real-IP is the fallback; another address is not affected.
    const elsewhere = await postLogin(
      { username: customer.email, password: customer.password },
      { 'x-real-ip': freshIp() },
    );
    expect(elsewhere.status).toBe(200);
  });

  it('refuses a login without X-Channel-Id or from another site', async () => {
    const missing = await login.POST(
      new Request('http://localhost:3000/api/auth/login', {
        method: 'POST',
        headers: { host: 'localhost:3000', 'content-type': 'application/json' },
        body: JSON.stringify({ username: customer.email, password: customer.password }),
      }),
      params,
    );
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ code: 'MISSING_CHANNEL_HEADER' });
    expect(sessionCookieOf(missing)).toBeUndefined();

    const foreign = await postLogin(
      { username: customer.email, password: customer.password },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
  });
});
