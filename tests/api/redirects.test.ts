import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { redirects } from '@/lib/server/db/schema';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const { GET } = await import('@/app/api/redirect/check/[...path]/route');

/** As Next hands the catch-all over: the path's segments. */
async function check(...path: string[]) {
  const response = await GET(new Request(`http://localhost:3000/api/redirect/check/${path.join('/')}`), {
    params: Promise.resolve({ path }),
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe.each(drivers)('GET /api/redirect/check/{path} on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
    await current.database.db.insert(redirects).values([
      { fromPath: '/akce-leto', toPath: 'https://www.example.com/leto', statusCode: 302 },
      { fromPath: '/en/old-news', toPath: '/novinky', statusCode: 301 },
      { fromPath: '/old-news', toPath: '/slevy', statusCode: 301 },
      { fromPath: '/podvod', toPath: 'javascript:alert(1)', statusCode: 301 },
      { fromPath: '/cizi', toPath: '//evil.example/path', statusCode: 301 },
      { fromPath: '/produkty/šálka', toPath: '/produkt/salka-espresso', statusCode: 301 },
    ]);
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('answers the seeded redirects with their target and status', async () => {
    expect(await check('b2b', 'sing-in')).toEqual({ redirect: { to: '/b2b/sign-in', status_code: 301 } });
    expect(await check('stary-katalog')).toEqual({ redirect: { to: '/', status_code: 301 } });
  });

  it('answers null for a path without a redirect', async () => {
    expect(await check('kategorie', 'neexistuje')).toEqual({ redirect: null });
    expect(await check('b2b')).toEqual({ redirect: null });
  });

  it('normalises a trailing slash and percent-encoding', async () => {
    expect(await check('stary-katalog', '')).toEqual({ redirect: { to: '/', status_code: 301 } });
    expect(await check('produkty', '%C5%A1%C3%A1lka')).toEqual({
      redirect: { to: '/produkt/salka-espresso', status_code: 301 },
    });
    expect(await check('produkty', 'šálka')).toEqual({
      redirect: { to: '/produkt/salka-espresso', status_code: 301 },
    });
  });

  it('finds a redirect under a locale prefix and keeps the visitor in that language', async () => {
    expect(await check('en', 'b2b', 'sing-in')).toEqual({
      redirect: { to: '/en/b2b/sign-in', status_code: 301 },
    });
    expect(await check('cs', 'stary-katalog')).toEqual({ redirect: { to: '/cs', status_code: 301 } });
    // The full path wins over the one without its prefix.
    expect(await check('en', 'old-news')).toEqual({ redirect: { to: '/novinky', status_code: 301 } });
    expect(await check('sk', 'old-news')).toEqual({ redirect: { to: '/sk/slevy', status_code: 301 } });
    // Only a whole first segment is a prefix.
    expect(await check('english', 'b2b', 'sing-in')).toEqual({ redirect: null });
  });

  it('returns an absolute http(s) target as it is, with its status', async () => {
    expect(await check('de', 'akce-leto')).toEqual({ redirect: null });
    expect(await check('akce-leto')).toEqual({
      redirect: { to: 'https://www.example.com/leto', status_code: 302 },
    });
    expect(await check('en', 'akce-leto')).toEqual({
      redirect: { to: 'https://www.example.com/leto', status_code: 302 },
    });
  });

  it('refuses a path with a NUL character, which no stored path can hold (found by fuzzing)', async () => {
    const response = await GET(new Request('http://localhost:3000/api/redirect/check/a%00b'), {
      params: Promise.resolve({ path: ['a\u0000b'] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });

  it('never hands out a script or protocol-relative target', async () => {
    expect(await check('podvod')).toEqual({ redirect: null });
    expect(await check('cizi')).toEqual({ redirect: null });
  });
});
