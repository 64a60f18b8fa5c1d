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
