import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import type { LastVisitedResponse } from '@/lib/api/contract/search';
import { products, searchLog } from '@/lib/server/db/schema';
import { searchesBy } from './support/search-log-rows';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const suggestRoute = await import('@/app/api/search/suggest/route');
const lastVisitedRoute = await import('@/app/api/search/last-visited/route');

const route = { params: Promise.resolve({}) };

function lastVisited(headers: Record<string, string> = {}) {
  return suggestRoute.GET(
    new Request('http://localhost/api/search/suggest?type=last_visited_products', { headers }),
    route,
  );
}

function recordVisit(body: unknown, headers: Record<string, string> = {}) {
  return lastVisitedRoute.POST(
    new Request('http://localhost/api/search/last-visited', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-channel-id': 'cz', ...headers },
      body: JSON.stringify(body),
    }),
    route,
  );
}

/** The `name=value` of a Set-Cookie header, ready for a Cookie header. */
function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0]!;
}

describe.each(drivers)('last visited products and most searched terms on %s', (driver) => {
  let productIds: number[] = [];

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
    const rows = await current.database.db.select({ id: products.id }).from(products).orderBy(products.id);
    productIds = rows.map((row) => row.id);
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('gives a new visitor empty lists and a long-lived httpOnly visitor cookie', async () => {
    const response = await lastVisited();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ lastVisitedProducts: [], mostSearched: [] });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^visitor_id=[A-Za-z0-9-]{16,64}; Path=\/; Max-Age=\d{8,}; HttpOnly; SameSite=Lax$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    const again = await lastVisited({ cookie: cookieOf(response) });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('lists the visitor’s visits, most recent first', async () => {
    const first = await recordVisit({ product_id: productIds[0] });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ recorded: true });
    const cookie = cookieOf(first);
    expect(cookie).toMatch(/^visitor_id=/);

    await recordVisit({ product_id: productIds[1] }, { cookie });
    const twoVisits = (await (await lastVisited({ cookie })).json()) as LastVisitedResponse;
    expect(twoVisits.lastVisitedProducts.map((product) => product.id)).toEqual([
      productIds[1],
      productIds[0],
    ]);
    expect(twoVisits.lastVisitedProducts[0]).toMatchObject({
      url: expect.stringMatching(/^\/produkt\//),
      found_by_code: false,
      price: { currency: 'CZK', with_vat: expect.any(Number) },
    });

    await recordVisit({ product_id: productIds[0] }, { cookie });
    const revisited = (await (await lastVisited({ cookie })).json()) as LastVisitedResponse;
    expect(revisited.lastVisitedProducts.map((product) => product.id)).toEqual([
      productIds[0],
      productIds[1],
    ]);

    const stranger = (await (await lastVisited()).json()) as LastVisitedResponse;
    expect(stranger.lastVisitedProducts).toEqual([]);
  });

  it('keeps at most 8, in the request’s language', async () => {
    const cookie = cookieOf(await lastVisited());
    for (const id of productIds.slice(0, 10)) await recordVisit({ product_id: id }, { cookie });
    const body = (await (await lastVisited({ cookie, 'x-user-locale': 'en' })).json()) as LastVisitedResponse;
    expect(body.lastVisitedProducts.map((product) => product.id)).toEqual(productIds.slice(2, 10).reverse());
    expect(body.lastVisitedProducts[0]?.url).toMatch(/^\/en\/product\//);
  });

  it('refuses an unknown product and a malformed body', async () => {
    const unknown = await recordVisit({ product_id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const malformed = await recordVisit({ product_id: 'abc' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { product_id: expect.any(Array) },
    });
  });

  it('needs the X-Channel-Id header to record a visit', async () => {
    const response = await lastVisitedRoute.POST(
      new Request('http://localhost/api/search/last-visited', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ product_id: productIds[0] }),
      }),
      route,
    );
    expect(response.status).toBe(403);
  });

  function searchFrom(ip: string, q: string, locale = 'cs') {
    return suggestRoute.GET(
      new Request(`http://localhost/api/search/suggest?q=${encodeURIComponent(q)}`, {
        headers: { 'x-user-locale': locale, 'x-forwarded-for': ip },
      }),
      route,
    );
  }

  async function mostSearched(locale: string) {
    const response = await lastVisited({ 'x-user-locale': locale });
    return ((await response.json()) as LastVisitedResponse).mostSearched;
  }

  it('shows a term once 3 different visitors searched it in 30 days and it found products', async () => {
    for (const q of ['talíř', 'talir', 'TALÍŘ', 'Talíř', 'talíř']) {
      expect((await searchFrom('198.51.100.20', q)).status).toBe(200);
    }
    // Addresses of one network are one visitor: a script that picks them from its own range counts once.
    await searchFrom('198.51.100.21', 'talíř');
    await searchFrom('198.51.100.22', 'talíř');
    for (const ip of ['198.51.100.20', '203.0.113.20', '192.0.2.20']) await searchFrom(ip, 'qxzqxz');
    await current.database!.db.insert(searchLog).values(
      searchesBy(['old1', 'old2', 'old3'], {
        term: 'sklenice',
        normalizedTerm: 'sklenice',
        locale: 'cs',
        createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000),
      }),
    );
    expect(await mostSearched('cs')).toEqual([]);

    await searchFrom('203.0.113.20', 'talíř');
    expect(await mostSearched('cs')).toEqual([]);
    await searchFrom('2001:db8:20::1', 'Talíř');
    expect(await mostSearched('cs')).toEqual([{ term: 'talíř', count: 3 }]);
    expect(await mostSearched('sk')).toEqual([]);
  });

  it('shows a term as typed in NFC, and never a spelling with stacked marks, hidden characters or over 40 characters', async () => {
    const logged = (term: string, normalizedTerm: string, visitors: string[]) =>
      searchesBy(visitors, { term, normalizedTerm, locale: 'en' });
    const long = 'stainless steel gastronorm container 1/1 with lid';
    await current.database!.db.insert(searchLog).values([
      ...logged('á́́́́́́́', 'a', ['v1', 'v2', 'v3', 'v4', 'v5', 'v6']),
      ...logged('plate‮', 'plate', ['v1', 'v2', 'v3', 'v4', 'v5']),
      ...logged('wine​glass', 'wineglass', ['v1', 'v2', 'v3', 'v4']),
      ...logged(long, long, ['v1', 'v2', 'v3', 'v4']),
      ...logged('café cups', 'cafe cups', ['v1', 'v2', 'v3']),
      // The term's most frequent spelling may not be shown: its next one is.
      ...logged('traỳ́̂', 'tray', ['v1', 'v2', 'v3']),
      ...logged('  Tray ', 'tray', ['v4']),
    ]);
    expect(await mostSearched('en')).toEqual([
      { term: 'tray', count: 4 },
      { term: 'café cups', count: 3 },
    ]);
  });
});
