import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '@/lib/server/db/seed/shop/demo-users';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import { SECURITY_HEADERS } from '@/lib/security/security-headers';
import { debianTool } from '@/scripts/debian-package';
import { type FrontDoor, startFrontDoor } from '@/scripts/nginx-front-door';
import { pickVariants } from '../api/cart-helpers';
import { freePort } from './support/free-port';
import { type Answer, send, type SendOptions } from './support/send';
import { createShopDatabase, type ShopDatabase } from './support/shop-database';
import { assertBuilt, reliabilityPort, startShopServer, type ShopServer } from './support/shop-server';

/**
 * The production build behind nginx with deploy/nginx.conf's rules (deploy/nginx/*.conf), as the README
 * runs it: nginx serves build files and media itself, passes the visitor's address on as the shop's
 * TRUSTED_PROXY_HOPS=1 reads it, and answers from its cache only what the shop marked public, never a
 * signed-in visitor's request.
 */
const nginx = debianTool('nginx', 'nginx');
const MEDIA_FILE = '/media/front-door/picture.png';
const FILE_HEADERS = [...SECURITY_HEADERS.map((header) => header.key), 'Content-Security-Policy'];

const cacheStatus = (answer: Answer) => answer.headers['x-cache-status'];
const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json', 'x-channel-id': 'cz' },
  body: JSON.stringify(body),
});

function cookieOf(answer: Answer, name: string): string {
  const cookie = [answer.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith(`${name}=`));
  if (!cookie) throw new Error(`No ${name} cookie in ${JSON.stringify(answer.headers)}`);
  return cookie.split(';')[0]!;
}

describe.skipIf('missing' in nginx)(
  `nginx in front of the shop${'missing' in nginx ? ` (skipped: ${nginx.missing})` : ''}`,
  () => {
    let database: ShopDatabase;
    let server: ShopServer;
    let door: FrontDoor;
    let buildFile: string;
    let variantId: number;

    /** Through nginx, as a Slovak browser on this machine asks. */
    const get = (pathname: string, options: SendOptions = {}) =>
      send(door.base, pathname, {
        ...options,
        headers: {
          host: `localhost:${new URL(door.base).port}`,
          'accept-language': 'sk',
          'accept-encoding': 'gzip',
          ...options.headers,
        },
      });

    async function linkOn(pathname: string, prefix: string): Promise<string> {
      const html = (await get(pathname, { headers: { 'accept-encoding': 'identity' } })).body;
      const link = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html)?.[1];
      if (!link) throw new Error(`No ${prefix} link on ${pathname}`);
      return link;
    }

    beforeAll(async () => {
      assertBuilt();
      if ('missing' in nginx) return;
      database = await createShopDatabase('pglite');
      variantId = await database.query(
        async (db) =>
          (await pickVariants(db, sql`not v.backorder and v.stock >= 10 and v.min_quantity = 1`))[0]!.id,
      );
      mkdirSync(path.join(database.dataDir, path.dirname(MEDIA_FILE)), { recursive: true });
      writeFileSync(path.join(database.dataDir, MEDIA_FILE), 'a picture only this disk has');
      buildFile = `/_next/static/chunks/${readdirSync('.next/static/chunks').find((name) => name.endsWith('.js'))}`;
      server = await startShopServer(database, {
        env: { TRUSTED_PROXY_HOPS: '1', SEARCH_REQUESTS_PER_MINUTE: '2' },
      });
      door = await startFrontDoor({
        nginx: nginx.path,
        port: await freePort(reliabilityPort + 1),
        upstreamPorts: [reliabilityPort],
        appDir: '.',
        dataDir: database.dataDir,
      });
    });

    afterAll(async () => {
      await door?.stop();
      await server?.stop();
      await database?.dispose();
    });

    it('serves build files and media for a year, with the headers the shop gives them', async () => {
      for (const file of [buildFile, MEDIA_FILE]) {
        const answer = await get(file, { headers: { 'accept-encoding': 'identity' } });
        const fromShop = await send(server.base, file);
        expect(answer.status, file).toBe(200);
        expect(answer.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
        expect(cacheStatus(answer), `${file} did not go to the shop`).toBeUndefined();
        expect(answer.body, file).toBe(fromShop.body);
        for (const name of FILE_HEADERS)
          expect(answer.headers[name.toLowerCase()], `${file}: ${name}`).toBe(
            fromShop.headers[name.toLowerCase()],
          );
      }
      expect((await get(MEDIA_FILE)).body).toBe('a picture only this disk has');
    });

    it('does not let a browser keep a missing build file’s 404', async () => {
      const answer = await get('/_next/static/chunks/no-such-chunk.js');
      expect(answer.status).toBe(404);
      expect(answer.headers['cache-control']).toBeUndefined();
    });

    it('asks the shop for a picture that is not on its disk', async () => {
      const answer = await get('/media/front-door/elsewhere.png');
      expect(answer.status).toBe(404);
      expect(cacheStatus(answer)).toBe('MISS');
    });

    it('lets the shop count each visitor by the address nginx saw, whatever X-Forwarded-For they send', async () => {
      const suggest = (localAddress: string, index: number) =>
        get('/api/search/suggest?q=tanier', {
          localAddress,
          headers: {
            'x-channel-id': 'cz',
            'x-forwarded-for': `203.0.113.${index}`,
            'x-real-ip': `198.51.100.${index}`,
          },
        });
      const statuses = [];
      for (let index = 0; index < 3; index += 1) statuses.push((await suggest('127.0.0.2', index)).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await suggest('127.0.0.3', 9)).status).toBe(200);
    });

    it('answers a page the shop marks public from its cache on the second request', async () => {
      const category = await linkOn('/', '/kategorie/');
      const first = await get(category);
      expect(first.headers['cache-control']).toMatch(/\bpublic\b/);
      expect(cacheStatus(await get(category))).toBe('HIT');
    });

    it('keeps the languages apart on an address without a language prefix', async () => {
      const category = await linkOn('/', '/kategorie/');
      await get(category);
      expect(cacheStatus(await get(category))).toBe('HIT');
      const english = { headers: { 'accept-language': 'en' } };
      const throughNginx = await get(category, english);
      expect(cacheStatus(throughNginx)).not.toBe('HIT');
      expect(throughNginx.status).toBe((await send(server.base, category, english)).status);
    });

    it('neither answers nor stores a request that carries the session cookie', async () => {
      const customer = demoUsers.find((user) => user.key === 'customer')!;
      const login = await get('/api/auth/login', {
        method: 'POST',
        ...json({ username: customer.email, password: customer.password }),
      });
      expect(login.status).toBe(200);
      const session = { cookie: cookieOf(login, SESSION_COOKIE_NAME) };
      const category = await linkOn('/', '/kategorie/');
      await get(category);
      expect(cacheStatus(await get(category))).toBe('HIT');
      expect(cacheStatus(await get(category, { headers: session }))).toBe('BYPASS');
      const product = await linkOn(category, '/produkt/');
      expect(cacheStatus(await get(product, { headers: session }))).toBe('BYPASS');
      expect(cacheStatus(await get(product))).toBe('MISS');
    });

    it('never stores a private page: the order page with a cart', async () => {
      const added = await get('/api/cart/add-to-cart', {
        method: 'PUT',
        ...json({ item_variant_id: variantId, quantity: 1 }),
      });
      expect(added.status).toBe(200);
      const cart = { cookie: cookieOf(added, 'cart_token') };
      for (let index = 0; index < 2; index += 1) {
        const page = await get('/objednavka', { headers: cart });
        expect(page.status).toBe(200);
        expect(page.headers['cache-control']).toMatch(/private/);
        expect(page.headers['cache-control']).toMatch(/no-store/);
        expect(cacheStatus(page)).toBe('MISS');
      }
    });

    it('keeps serving build files, media and the pages it stored while the shop is down', async () => {
      const category = await linkOn('/', '/kategorie/');
      await server.stop();
      for (const file of [buildFile, MEDIA_FILE]) expect((await get(file)).status, file).toBe(200);
      const page = await get(category);
      expect(page.status).toBe(200);
      expect(['HIT', 'STALE']).toContain(cacheStatus(page));
    });
  },
);
