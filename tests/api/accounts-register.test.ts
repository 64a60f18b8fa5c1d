import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions, users } from '@/lib/server/db/schema';
import { CART_COOKIE, cartTokenSetBy, getFrom, pickVariant, putTo } from './cart-helpers';
import { call, freshIp, sessionCookieSetBy } from './support/account-calls';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { drivers } from './support/test-database';

const current = provideTestState();
const db = () => current.database!.db;

const register = await import('@/app/api/auth/register/route');
const login = await import('@/app/api/auth/login/route');
const authUser = await import('@/app/api/auth/user/route');
const cartRoute = await import('@/app/api/cart/route');
const addRoute = await import('@/app/api/cart/add-to-cart/route');

const valid = {
  firstname: 'Jana',
  lastname: 'Nováková',
  email: 'jana.novakova@example.com',
  password: 'Kavova-lzicka-7',
  phone: '+420 601 123 456',
  newsletter: false,
  terms_accepted: true,
};

function postRegister(
  body: unknown,
  options: { ip?: string; locale?: 'sk' | 'cs' | 'en'; cookie?: string } = {},
) {
  return call({
    handler: register.POST,
    method: 'POST',
    path: '/api/auth/register',
    body,
    ip: options.ip ?? freshIp(),
    locale: options.locale,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

async function userRow(email: string) {
  const rows = await db()
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return rows[0];
}

function firstRules(fields: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([name, rules]) => [name, rules.slice(0, 1)]));
}

describe.each(drivers)('POST /api/auth/register on %s', (driver) => {
  const { mails } = useMailTestDatabase(current, driver, 20);

  it('creates the account, signs the customer in and sends the welcome e-mail', async () => {
    const before = Date.now();
    const response = await postRegister(
      { ...valid, email: '  Jana.Novakova@Example.com ' },
      { locale: 'cs' },
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.data.user).toMatchObject({
      email: 'jana.novakova@example.com',
      firstname: 'Jana',
      lastname: 'Nováková',
      phone: '+420 601 123 456',
      is_b2b: false,
      is_registered_for_newsletter: false,
    });
    expect(sessionCookieSetBy(response)).toBe(body.token);
    const me = await call({
      handler: authUser.GET,
      method: 'GET',
      path: '/api/auth/user',
      sessionToken: body.token,
    });
    expect((await me.json()).user.email).toBe('jana.novakova@example.com');

    const row = await userRow('jana.novakova@example.com');
    expect(row).toMatchObject({ locale: 'cs', roles: [], isActive: true });
    expect(row!.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.passwordHash).toMatch(/^scrypt\$/);

    const [welcome, ...others] = await mails();
    expect(others).toEqual([]);
    expect(welcome).toMatchObject({ to: 'jana.novakova@example.com', subject: 'Vítejte v Horeca Shop' });
    expect(welcome!.text).toContain('Dobrý den, Jana,');
    expect(welcome!.text).toContain('http://localhost:3000/cs/uzivatel/nastaveni-uctu');

    const signIn = await call({
      handler: login.POST,
      method: 'POST',
      path: '/api/auth/login',
      body: { username: 'jana.novakova@example.com', password: valid.password },
      ip: freshIp(),
    });
    expect(signIn.status).toBe(200);
  });

  it('subscribes to the newsletter when asked and keeps the flag in sync', async () => {
    const response = await postRegister({ ...valid, email: 'odber@example.com', newsletter: true });
    expect(response.status).toBe(201);
    expect((await response.json()).data.user.is_registered_for_newsletter).toBe(true);
    const [subscription] = await db()
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'odber@example.com'));
    expect(subscription).toMatchObject({ locale: 'en', channel: 'cz', unsubscribedAt: null });
    expect((await mails()).map((mail) => mail.subject).sort()).toEqual([
      'Welcome to Horeca Shop',
      'Your Horeca Shop newsletter subscription',
    ]);
  });

  it('moves the visitor’s cart into the new customer’s cart', async () => {
    const variant = await pickVariant(
      db(),
      sql`not v.backorder and v.stock >= 10 and v.min_quantity = 1 and v.step_quantity = 1`,
    );
    const added = await putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: variant.id, quantity: 2 });
    const cartToken = cartTokenSetBy(added)!;
    const response = await postRegister(
      { ...valid, email: 'kosik@example.com' },
      { cookie: `${CART_COOKIE}=${cartToken}` },
    );
    expect(response.status).toBe(201);
    const { token } = await response.json();
    const cart = await getFrom(cartRoute.GET, '', { sessionToken: token });
    expect((await cart.json()).cart.items).toEqual([
      expect.objectContaining({ quantity: 2, item_variant: expect.objectContaining({ id: variant.id }) }),
    ]);
  });

  it('refuses a second account for an e-mail in any case, with 409 and the field', async () => {
    const existing = 'zakaznik@horeca-shop.localhost';
    const before = await userRow(existing);
    const response = await postRegister({ ...valid, email: 'ZAKAZNIK@Horeca-Shop.localhost' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'An account with this e-mail already exists. Sign in or reset your password.',
      fields: { email: ['emailTaken'] },
    });
    expect(sessionCookieSetBy(response)).toBeNull();
    expect(await userRow(existing)).toEqual(before);
    expect(await mails()).toEqual([]);
  });

  it('answers every invalid field with 400 and its rule, and creates nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown[]>][] = [
      [{ firstname: '  ' }, { firstname: ['required'] }],
      [{ lastname: 'x'.repeat(101) }, { lastname: ['maxLength|100'] }],
      [{ email: 'jana@' }, { email: ['email'] }],
      [{ email: undefined }, { email: ['required'] }],
      [{ password: '' }, { password: ['required'] }],
      [{ password: 'Kratke1' }, { password: ['passwordTooShort|8'] }],
      [{ password: 'Password123' }, { password: ['passwordCommon'] }],
      [{ password: 'heslo1234' }, { password: ['passwordCommon'] }],
      [{ password: 'x'.repeat(101) }, { password: ['maxLength|100'] }],
      [{ phone: '12' }, { phone: ['phone'] }],
      [{ terms_accepted: false }, { terms_accepted: ['termsAccount'] }],
      [{ terms_accepted: undefined }, { terms_accepted: ['termsAccount'] }],
      [{ newsletter: 'yes' }, { newsletter: [expect.any(String)] }],
    ];
    for (const [change, fields] of cases) {
      const email = `invalid-${Object.keys(change)[0]}@example.com`;
      const response = await postRegister({ ...valid, email, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Some of the data is not filled in correctly.',
      });
      // A form shows the first failing rule of each field (spec §5).
      expect(firstRules(body.fields)).toEqual(fields);
      if (!('email' in change)) expect(await userRow(email)).toBeUndefined();
    }
    const notJson = await register.POST(
      new Request('http://localhost:3000/api/auth/register', {
        method: 'POST',
        headers: { 'x-channel-id': 'cz', 'content-type': 'application/json' },
        body: '{"email":',
      }),
      { params: Promise.resolve({}) },
    );
    expect(notJson.status).toBe(400);
    expect(await mails()).toEqual([]);
  });

  it('refuses a registration without X-Channel-Id or from another site', async () => {
    const withoutHeader = await call({
      handler: register.POST,
      method: 'POST',
      path: '/api/auth/register',
      body: { ...valid, email: 'csrf2@example.com' },
      headers: { 'x-channel-id': '' },
    });
    expect(withoutHeader.status).toBe(403);
    const foreign = await call({
      handler: register.POST,
      method: 'POST',
      path: '/api/auth/register',
      body: { ...valid, email: 'csrf3@example.com' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await userRow('csrf2@example.com')).toBeUndefined();
    expect(await userRow('csrf3@example.com')).toBeUndefined();
  });

  it('allows 10 registrations an hour from one IP address, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let index = 0; index < 10; index += 1) {
      const response = await postRegister({ ...valid, email: `limit${index}@example.com` }, { ip });
      expect(response.status).toBe(201);
    }
    const refused = await postRegister({ ...valid, email: 'limit10@example.com' }, { ip });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please try again in a moment.',
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(await userRow('limit10@example.com')).toBeUndefined();
    // Another address is not affected.
    expect((await postRegister({ ...valid, email: 'limit11@example.com' })).status).toBe(201);
  });
});
