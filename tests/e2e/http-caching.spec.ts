import { type APIRequestContext, expect, test } from '@playwright/test';
import { e2eOrder } from './support/order-fixtures';

/**
 * What each kind of answer tells a browser, a proxy or a CDN (issue 20, docs/page-cache.md): anonymous
 * catalog and content pages are public for a second with an ETag and stale-while-revalidate, anything
 * with a session, a cart or personal data is private and never stored, build files and media are
 * immutable.
 */
const SHARED = 'public, max-age=0, s-maxage=1, stale-while-revalidate=60';
const PERSONAL = /^private, (?:no-cache, )?no-store/;

async function firstLink(request: APIRequestContext, path: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(path)).text();
  const link = pattern.exec(html)?.[1];
  expect(link, `a link ${pattern} on ${path}`).toBeTruthy();
  return link!;
}

async function sharedPaths(request: APIRequestContext): Promise<string[]> {
  const category = await firstLink(request, '/', /href="(\/kategorie\/[^"?#]+)"/);
  const product = await firstLink(request, category, /href="(\/produkt\/[^"?#]+)"/);
  const trend = await firstLink(request, '/trendy-a-inspiracie', /href="(\/trendy-a-inspiracie\/[^"?#]+)"/);
  return [
    '/',
    '/cs',
    '/en',
    category,
    `${category}?utm_source=newsletter`,
    product,
    '/novinky',
    '/slevy',
    '/nejprodavanejsi',
    '/doporucujeme',
    '/trendy-a-inspiracie',
    trend,
    '/o-nas',
    '/obchodne-podmienky',
    '/kontakt',
    '/sitemap.xml',
  ];
}

test('anonymous catalog and content pages are shared: public, with an ETag that answers 304', async ({
  request,
}) => {
  for (const path of await sharedPaths(request)) {
    await request.get(path);
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect({ path, cacheControl: headers['cache-control'] }).toEqual({ path, cacheControl: SHARED });
    expect({ path, cache: headers['x-cache'] }).toEqual({ path, cache: 'HIT' });
    expect(headers.vary, path).toContain('Accept-Encoding');
    expect(headers.etag, path).toMatch(/^W\/"[\w-]+"$/);
    const again = await request.get(path, { headers: { 'if-none-match': headers.etag! } });
    expect({ path, status: again.status() }).toEqual({ path, status: 304 });
  }
});

test('pages with a session, a cart or personal data are private and never stored', async ({
  request,
  page,
}) => {
  const order = e2eOrder('czBankTransfer');
  const personalPages = [
    '/objednavka',
    `/objednavka/dakujeme/${order.id}/${order.token}`,
    '/hladaj?q=tanier',
    '/login',
    '/uzivatel/obnova-hesla',
  ];
  for (const path of personalPages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect({ path, cacheControl: response.headers()['cache-control'] }).toEqual({
      path,
      cacheControl: expect.stringMatching(PERSONAL),
    });
    expect(response.headers()['x-cache'], path).toBeUndefined();
  }
  // A signed-in visitor's catalog page is rendered for them and stored nowhere.
  const category = await firstLink(request, '/', /href="(\/kategorie\/[^"?#]+)"/);
  const signedIn = await request.get(category, { headers: { cookie: 'auth._token.local=not-a-session' } });
  expect(signedIn.headers()['cache-control']).toMatch(PERSONAL);
  expect(signedIn.headers()['x-cache']).toBeUndefined();

  await page.goto('/');
  const cart = await page.request.get('/api/cart');
  for (const [path, response] of [
    ['/api/cart', cart],
    ['/api/auth/user', await page.request.get('/api/auth/user')],
  ] as const) {
    expect({ path, cacheControl: response.headers()['cache-control'] }).toEqual({
      path,
      cacheControl: expect.stringMatching(PERSONAL),
    });
  }
});

test('build files and media are immutable', async ({ page, request }) => {
  await page.goto('/');
  const chunk = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const image = await page.locator('img[src^="/media/"]').first().getAttribute('src');
  for (const path of [chunk!, image!]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
  }
});
