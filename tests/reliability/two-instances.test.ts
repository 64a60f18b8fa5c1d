import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/lib/config/env';
import type { Db } from '@/lib/server/db';
import { cmsPages, products, productTranslations } from '@/lib/server/db/schema';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import { derivedEurProductSlug } from '@/tests/support/catalog-picks';
import { PNG, staffSession } from '../api/support/admin-calls';
import { createShopDatabase, type ShopDatabase } from './support/shop-database';
import { assertBuilt, reliabilityPort, startShopServer, type ShopServer } from './support/shop-server';

/**
 * Two instances of the production server on one PostgreSQL: a write through instance A is what instance
 * B serves next, within a second, though B had the page in its page cache and the data in its cached
 * reads (lib/server/cache-sync). A load balancer would send a shopper to either.
 */
const WITHIN_MS = 1000;
const POLL_MS = 25;

interface Page {
  status: number;
  cache: string | undefined;
  body: string;
}

/** A page of `server` as a browser of `host` (the Slovak shop is `sk.localhost`) asks for it. */
function getPage(server: ShopServer, path: string, host = 'localhost'): Promise<Page> {
  const base = new URL(server.base);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: base.port,
        path,
        headers: { host: `${host}:${base.port}`, 'accept-language': 'sk' },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, cache: response.headers['x-cache'] as string, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function adminGet<T>(server: ShopServer, token: string, path: string): Promise<T> {
  const response = await fetch(`${server.base}${path}`, {
    headers: { cookie: `${SESSION_COOKIE_NAME}=${token}`, 'x-channel-id': 'cz', 'x-user-locale': 'sk' },
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

async function adminPut(server: ShopServer, token: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${server.base}${path}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      'x-channel-id': 'cz',
      'x-user-locale': 'sk',
      cookie: `${SESSION_COOKIE_NAME}=${token}`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
}

/** Milliseconds until `server` serves a page for which `seen` holds; fails past WITHIN_MS. */
async function timeUntil(read: () => Promise<Page>, seen: (page: Page) => boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    const page = await read();
    if (seen(page)) return Date.now() - started;
    if (Date.now() - started > WITHIN_MS) throw new Error(`still not served after ${WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The euro price the Slovak shop's product page shows. */
function euroPrice(page: Page): string {
  return /data-testid="price-primary"[^>]*>([^<]*€)/.exec(page.body)?.[1] ?? '';
}

/** An active product (the last seeded, not the one whose price the exchange-rate test watches) and its Slovak slug. */
async function aProductWithSlovakName(db: Db): Promise<{ id: number; slug: string }> {
  const [row] = await db
    .select({ id: products.id, slug: productTranslations.slug })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'sk')),
    )
    .where(eq(products.isActive, true))
    .orderBy(desc(products.id))
    .limit(1);
  return row!;
}

describe.skipIf(!env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let database: ShopDatabase;
  let a: ShopServer | undefined;
  let b: ShopServer | undefined;
  let sessions: { superadmin: string; translator: string; dealer: string };
  let derivedEurProduct: string;
  let product: { id: number; slug: string };
  let termsPageId: number;
  const diskOfB = mkdtempSync(path.join(os.tmpdir(), 'shop-instance-b-'));

  beforeAll(async () => {
    assertBuilt();
    database = await createShopDatabase('postgres');
    ({ sessions, derivedEurProduct, product, termsPageId } = await database.query(async (db) => ({
      sessions: {
        superadmin: await staffSession(db, 'superadmin'),
        translator: await staffSession(db, 'translator'),
        dealer: await staffSession(db, 'dealer'),
      },
      // A product priced in CZK only: the Slovak shop derives its euro price from the exchange rate.
      derivedEurProduct: await derivedEurProductSlug(db),
      product: await aProductWithSlovakName(db),
      termsPageId: (await db.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.key, 'terms')))[0]!
        .id,
    })));
    [a, b] = await Promise.all([
      startShopServer(database, { port: reliabilityPort, env: { MEDIA_STORE: 'database' } }),
      // B has a disk of its own: what A uploads can reach it only through the database.
      startShopServer(
        { ...database, dataDir: diskOfB },
        { port: reliabilityPort + 1, env: { MEDIA_STORE: 'database' } },
      ),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.dispose();
    rmSync(diskOfB, { recursive: true, force: true });
  });

  it('a text translated through A is on B’s cached home page within a second', async () => {
    const shipped = 'Hľadať tovar, kód alebo značku…';
    const own = 'Čo hľadáte pre svoju prevádzku?';
    await getPage(b!, '/');
    const cached = await getPage(b!, '/');
    expect(cached.cache).toBe('HIT');
    expect(cached.body).toContain(shipped);

    await adminPut(a!, sessions.translator, '/api/admin/preklady', {
      locale: 'sk',
      key: 'Search.placeholder',
      value: own,
    });
    const elapsed = await timeUntil(
      () => getPage(b!, '/'),
      (page) => page.body.includes(own),
    );
    console.log(`translation served by B after ${elapsed} ms`);
    expect((await getPage(a!, '/')).body).toContain(own);
  });

  it('an exchange rate set through A reprices B’s cached Slovak product page within a second', async () => {
    const path = `/produkt/${derivedEurProduct}`;
    await getPage(b!, path, 'sk.localhost');
    const before = await getPage(b!, path, 'sk.localhost');
    expect(before.cache).toBe('HIT');
    const price = euroPrice(before);
    expect(price).toMatch(/€$/);

    const current = (await (
      await fetch(`${a!.base}/api/admin/nastavit-kurz`, {
        headers: { cookie: `${SESSION_COOKIE_NAME}=${sessions.superadmin}`, 'x-channel-id': 'cz' },
      })
    ).json()) as { rate: number };
    await adminPut(a!, sessions.superadmin, '/api/admin/nastavit-kurz', { rate: current.rate / 2 });
    const elapsed = await timeUntil(
      () => getPage(b!, path, 'sk.localhost'),
      (page) => euroPrice(page) !== '' && euroPrice(page) !== price,
    );
    console.log(`new price served by B after ${elapsed} ms`);
  });

  it('a product renamed through A is named so on B’s cached product page within a second', async () => {
    const path = `/produkt/${product.slug}`;
    await getPage(b!, path);
    expect((await getPage(b!, path)).cache).toBe('HIT');
    const { input } = await adminGet<{ input: { translations: { sk: { name: string } } } }>(
      a!,
      sessions.dealer,
      `/api/admin/produkty/${product.id}`,
    );
    const renamed = `${input.translations.sk.name} Cluster`;
    input.translations.sk.name = renamed;
    await adminPut(a!, sessions.dealer, `/api/admin/produkty/${product.id}`, input);
    const elapsed = await timeUntil(
      () => getPage(b!, path),
      (page) => page.body.includes(renamed),
    );
    console.log(`product name served by B after ${elapsed} ms`);
  });

  it('a CMS text changed through A is on B’s cached terms page within a second', async () => {
    const path = '/obchodne-podmienky';
    await getPage(b!, path);
    expect((await getPage(b!, path)).cache).toBe('HIT');
    const page = await adminGet<{
      key: string;
      is_active: boolean;
      translations: { sk: { content: string } };
    }>(a!, sessions.superadmin, `/api/admin/stranky/${termsPageId}`);
    const sentence = 'Objednávky z viacerých prevádzok vybavujeme spoločne.';
    page.translations.sk.content = `${page.translations.sk.content}<p>${sentence}</p>`;
    await adminPut(a!, sessions.superadmin, `/api/admin/stranky/${termsPageId}`, {
      key: page.key,
      is_active: page.is_active,
      translations: page.translations,
    });
    const elapsed = await timeUntil(
      () => getPage(b!, path),
      (served) => served.body.includes(sentence),
    );
    console.log(`CMS text served by B after ${elapsed} ms`);
  });

  it('a picture uploaded through A is served by B, immutable', async () => {
    const form = new FormData();
    form.set('image', new Blob([PNG], { type: 'image/png' }), 'banner.png');
    const uploaded = await fetch(`${a!.base}/api/admin/bannery/obrazok`, {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE_NAME}=${sessions.dealer}`, 'x-channel-id': 'cz' },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { image } = (await uploaded.json()) as { image: { url: string } };

    const served = await fetch(`${b!.base}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
  });
});
