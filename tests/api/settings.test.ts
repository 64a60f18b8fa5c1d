import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { domainsResponseSchema } from '@/lib/api/contract/settings';
import { cmsPages } from '@/lib/server/db/schema';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';
import { nbAmounts } from '../support/no-break';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const domains = await import('@/app/api/settings/domains/route');
const switchDomain = await import('@/app/api/settings/switch-domain/route');
const catalog = await import('@/app/api/redirect-to-catalog/route');

const params = { params: Promise.resolve({}) };

function get(handler: typeof domains.GET, url: string, headers: Record<string, string> = {}) {
  return handler(new Request(url, { headers: { host: new URL(url).host, ...headers } }), params);
}

function switchToSlovakShop(path: string) {
  const query = new URLSearchParams({ domain: 'sk.localhost', path });
  return get(switchDomain.GET, `http://localhost:3000/api/settings/switch-domain?${query}`);
}

describe.each(drivers)('the frame’s settings endpoints on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  describe('GET /api/settings/domains', () => {
    it('lists both country shops with the delivery note in the caller’s language', async () => {
      const response = await get(domains.GET, 'http://localhost:3000/api/settings/domains', {
        'x-user-locale': 'sk',
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(domainsResponseSchema.parse(body)).toEqual(body);
      expect(body).toEqual({
        domains: [
          {
            domain: 'cz.localhost',
            country: 'CZ',
            channel: 'cz',
            currency: 'CZK',
            default_locale: 'cs',
            delivery_note: nbAmounts('Doručujeme po Česku, ceny v Kč. Doprava zdarma od 3 000,00 Kč.'),
          },
          {
            domain: 'sk.localhost',
            country: 'SK',
            channel: 'sk',
            currency: 'EUR',
            default_locale: 'sk',
            delivery_note: nbAmounts('Doručujeme po Slovensku, ceny v €. Doprava zdarma od 120,00 €.'),
          },
        ],
      });
    });

    it('writes the delivery note in English for an English visitor', async () => {
      const response = await get(domains.GET, 'http://localhost:3000/api/settings/domains', {
        'x-user-locale': 'en',
      });
      const { domains: list } = await response.json();
      expect(list.map((shop: { delivery_note: string }) => shop.delivery_note)).toEqual([
        nbAmounts('Delivery within the Czech Republic, prices in CZK. Free delivery from 3 000,00 Kč.'),
        nbAmounts('Delivery within Slovakia, prices in EUR. Free delivery from 120,00 €.'),
      ]);
    });
  });

  describe('GET /api/settings/switch-domain', () => {
    it('redirects to the chosen shop on the same scheme and port', async () => {
      const response = await get(
        switchDomain.GET,
        'http://cz.localhost:3000/api/settings/switch-domain?domain=sk.localhost',
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('http://sk.localhost:3000/');
    });

    it('keeps a path on the new shop and the https of a proxy in front', async () => {
      const response = await get(
        switchDomain.GET,
        `http://localhost:8080/api/settings/switch-domain?domain=CZ.localhost&path=${encodeURIComponent(
          '/kategorie/sklo?page=2#recenzie',
        )}`,
        { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'sk.localhost' },
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('https://cz.localhost/kategorie/sklo?page=2#recenzie');
    });

    it('refuses a domain that is not one of the shops, and a path that leaves the shop', async () => {
      const unknown = await get(
        switchDomain.GET,
        'http://localhost:3000/api/settings/switch-domain?domain=evil.example',
        { 'x-user-locale': 'en' },
      );
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Some of the data is not filled in correctly.',
        fields: { domain: ['unknownDomain'] },
      });

      const missing = await get(switchDomain.GET, 'http://localhost:3000/api/settings/switch-domain');
      expect(missing.status).toBe(400);
      expect((await missing.json()).fields).toEqual({ domain: ['required'] });

      for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
        const response = await switchToSlovakShop(path);
        expect(response.status, path).toBe(400);
        expect((await response.json()).fields).toEqual({ path: ['localPath'] });
      }
    });

    it('refuses a path that a browser would read as another site once it drops tabs and newlines', async () => {
      // The first one is the review's `path=%2F%09%2Fevil.example%2Fphish`, which answered 302 to evil.example.
      for (const path of ['/\t/evil.example/phish', '/\r\n/evil.example', '/.//evil.example']) {
        const response = await switchToSlovakShop(path);
        expect(response.headers.get('location'), JSON.stringify(path)).toBeNull();
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          fields: { path: ['localPath'] },
        });
      }
    });
  });

  describe('GET /api/redirect-to-catalog', () => {
    it('sends each language to its catalogue, by default our own about page', async () => {
      const targets: Record<string, string | null> = {};
      for (const locale of ['sk', 'cs', 'en']) {
        const response = await get(
          catalog.GET,
          `http://localhost:3000/api/redirect-to-catalog?locale_id=${locale}`,
        );
        expect(response.status).toBe(302);
        targets[locale] = response.headers.get('location');
      }
      expect(targets).toEqual({ sk: '/o-nas', cs: '/cs/o-nas', en: '/en/o-nas' });
      const [about] = await current
        .database!.db.select({ id: cmsPages.id })
        .from(cmsPages)
        .where(and(eq(cmsPages.key, 'about'), eq(cmsPages.isActive, true)));
      expect(about).toBeDefined();
    });

    it('answers 400 for a language the shop does not have', async () => {
      for (const query of ['?locale_id=de', '']) {
        const response = await get(catalog.GET, `http://localhost:3000/api/redirect-to-catalog${query}`);
        expect(response.status).toBe(400);
        const body = await response.json();
        expect(body.code).toBe('VALIDATION_ERROR');
        expect(Object.keys(body.fields)).toEqual(['locale_id']);
      }
    });
  });
});
