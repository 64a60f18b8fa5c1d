import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const login = await import('@/app/api/auth/login/route');
const setLocale = await import('@/app/api/user/set-locale/route');
const authUser = await import('@/app/api/auth/user/route');

const params = { params: Promise.resolve({}) };

function patchLocale(body: unknown, headers: Record<string, string> = {}) {
  return setLocale.PATCH(
    new Request('http://localhost:3000/api/user/set-locale', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-channel-id': 'cz', ...headers },
      body: JSON.stringify(body),
    }),
    params,
  );
}

async function signIn(user: { email: string; password: string }) {
  const response = await login.POST(
    new Request('http://localhost:3000/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-channel-id': 'cz' },
      body: JSON.stringify({ username: user.email, password: user.password }),
    }),
    params,
  );
  return (await response.json()) as { token: string; preferredLocale?: string };
}

async function currentUser(token: string) {
  const response = await authUser.GET(
    new Request('http://localhost:3000/api/auth/user', {
      headers: { 'x-channel-id': 'cz', cookie: `auth._token.local=${token}` },
    }),
    params,
  );
  return (await response.json()) as { user: { email: string }; preferredLocale?: string };
}

async function storedLocale(email: string) {
  const [row] = await current
    .database!.db.select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, email));
  return row?.locale;
}

describe.each(drivers)('PATCH /api/user/set-locale on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('sets the locale cookie for a visitor', async () => {
    const response = await patchLocale({ locale_id: 'en' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ locale_id: 'en' });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie?.split('; ')).toEqual(['locale=en', 'Path=/', 'Max-Age=220752000', 'SameSite=Lax']);
  });

  it('remembers the locale of a signed-in user', async () => {
    const customer = demoUser('customer');
    expect(await storedLocale(customer.email)).toBe('cs');
    const signIn = await login.POST(
      new Request('http://localhost:3000/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-channel-id': 'cz' },
        body: JSON.stringify({ username: customer.email, password: customer.password }),
      }),
      params,
    );
    const { token } = (await signIn.json()) as { token: string };
    const response = await patchLocale({ locale_id: 'sk' }, { cookie: `auth._token.local=${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^locale=sk;/));
    expect(await storedLocale(customer.email)).toBe('sk');
  });

  it('brings the saved language back as preferredLocale on another device (login and the user call)', async () => {
    const buyer = demoUser('b2bManager');
    const laptop = await signIn(buyer);
    await patchLocale({ locale_id: 'en' }, { cookie: `auth._token.local=${laptop.token}` });
    const phone = await signIn(buyer);
    expect(phone.preferredLocale).toBe('en');
    expect((await currentUser(phone.token)).preferredLocale).toBe('en');
  });

  it('sends no preferredLocale for a user who never chose a language', async () => {
    const dealer = demoUser('dealer');
    await current.database!.db.update(users).set({ locale: null }).where(eq(users.email, dealer.email));
    const { token, ...body } = await signIn(dealer);
    expect(body).not.toHaveProperty('preferredLocale');
    const answer = await currentUser(token);
    expect(answer.user.email).toBe(dealer.email);
    expect(answer).not.toHaveProperty('preferredLocale');
  });

  it('refuses a locale the shop does not have', async () => {
    for (const body of [{ locale_id: 'de' }, {}, { locale_id: 7 }]) {
      const response = await patchLocale(body, { 'x-user-locale': 'en' });
      expect(response.status).toBe(400);
      const error = await response.json();
      expect(error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Some of the data is not filled in correctly.',
      });
      expect(Object.keys(error.fields)).toEqual(['locale_id']);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses the change without X-Channel-Id', async () => {
    const response = await setLocale.PATCH(
      new Request('http://localhost:3000/api/user/set-locale', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale_id: 'en' }),
      }),
      params,
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
