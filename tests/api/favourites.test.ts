import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@/lib/server/auth/sessions';
import { provideDatabase } from '@/lib/server/db';
import { products, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE } from './cart-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const favouriteRoute = await import('@/app/api/user/favourites/[productId]/route');
const idsRoute = await import('@/app/api/user/favourites/ids/route');

const CONSUMER = 'zakaznik@horeca-shop.localhost';
const MANAGER = 'b2b.manazer@horeca-shop.localhost';

function db() {
  return current.database!.db;
}

function headersOf(sessionToken?: string): Record<string, string> {
  const headers: Record<string, string> = {
    'x-channel-id': 'cz',
    'x-user-locale': 'sk',
    host: 'localhost:3000',
  };
  if (sessionToken) headers.cookie = `${SESSION_COOKIE}=${sessionToken}`;
  return headers;
}

function change(method: 'PUT' | 'DELETE', productId: number | string, sessionToken?: string) {
  const handler = method === 'PUT' ? favouriteRoute.PUT : favouriteRoute.DELETE;
  return handler(
    new Request(`http://localhost:3000/api/user/favourites/${productId}`, {
      method,
      headers: headersOf(sessionToken),
    }),
    { params: Promise.resolve({ productId: String(productId) }) },
  );
}

async function idsOf(sessionToken?: string): Promise<Response> {
  return idsRoute.GET(
    new Request('http://localhost:3000/api/user/favourites/ids', { headers: headersOf(sessionToken) }),
    {
      params: Promise.resolve({}),
    },
  );
}

async function favouriteIds(sessionToken: string): Promise<number[]> {
  const response = await idsOf(sessionToken);
  expect(response.status).toBe(200);
  return (await response.json()).product_ids;
}

async function signIn(email: string): Promise<string> {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return createSession(db(), user!.id, { ip: '203.0.113.10', userAgent: null });
}

describe.each(drivers)('favourites API on %s', (driver) => {
  let productIds: number[];
  let consumer: string;
  let manager: string;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
    productIds = (await db().select({ id: products.id }).from(products).orderBy(products.id).limit(3)).map(
      (row) => row.id,
    );
    consumer = await signIn(CONSUMER);
    manager = await signIn(MANAGER);
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('answers a visitor without a session 401 with the translated message', async () => {
    for (const response of [
      await idsOf(),
      await change('PUT', productIds[0]!),
      await change('DELETE', productIds[0]!),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: 'Prihláste sa, prosím.' });
    }
  });

  it('adds, lists and removes a user’s own favourites; adding twice keeps one', async () => {
    const [first, second] = productIds as [number, number];
    expect(await favouriteIds(consumer)).toEqual([]);
    const added = await change('PUT', first, consumer);
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ product_id: first, favourite: true });
    await change('PUT', first, consumer);
    await change('PUT', second, consumer);
    expect((await favouriteIds(consumer)).sort()).toEqual([first, second].sort());
    const removed = await change('DELETE', second, consumer);
    expect(await removed.json()).toEqual({ product_id: second, favourite: false });
    expect(await favouriteIds(consumer)).toEqual([first]);
  });

  it('never shows or removes another user’s favourites', async () => {
    const [first] = productIds as [number];
    expect(await favouriteIds(consumer)).toContain(first);
    expect(await favouriteIds(manager)).toEqual([]);
    const response = await change('DELETE', first, manager);
    expect(response.status).toBe(200);
    expect(await favouriteIds(consumer)).toContain(first);
  });

  it('refuses an unknown product and a malformed id', async () => {
    const unknown = await change('PUT', 999_999, consumer);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('NOT_FOUND');
    const malformed = await change('PUT', 'abc', consumer);
    expect(malformed.status).toBe(400);
    const withoutChannel = await favouriteRoute.PUT(
      new Request(`http://localhost:3000/api/user/favourites/${productIds[0]}`, {
        method: 'PUT',
        headers: { cookie: `${SESSION_COOKIE}=${consumer}` },
      }),
      { params: Promise.resolve({ productId: String(productIds[0]) }) },
    );
    expect(withoutChannel.status).toBe(403);
  });
});
