import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Locale, locales } from '@/lib/config/locales';
import { redirects } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { createShopDatabase, type ShopDatabase } from './support/shop-database';
import { assertBuilt, startShopServer, type ShopServer } from './support/shop-server';

/**
 * Links as they are shared: a page's URL in one language, opened by a visitor who prefers another (their
 * browser's language, their cookie, or the prefix they typed). Each lands on the page in that language,
 * with that language's path and slug, after at most one redirect; moved paths answer their own 301/302.
 */

type Slugs = Record<Locale, string>;

interface PageType {
  name: string;
  /** The path before the slug in each language. */
  base: Record<Locale, string>;
  /** One record whose slugs differ in all three languages. */
  query: ReturnType<typeof sql>;
}

const bySlugs = (table: string, owner: string, parent: string, visible = 'true') =>
  sql.raw(`
    select max(t.slug) filter (where t.locale = 'sk') sk, max(t.slug) filter (where t.locale = 'cs') cs,
      max(t.slug) filter (where t.locale = 'en') en
    from ${parent} p join ${table} t on t.${owner} = p.id
    where p.is_active and ${visible}
    group by p.id
    having count(distinct t.slug) = 3
    order by p.id limit 1`);

const pageTypes: PageType[] = [
  {
    name: 'category',
    base: { sk: '/kategorie/', cs: '/kategorie/', en: '/category/' },
    query: bySlugs('category_translations', 'category_id', 'categories', 'not p.is_brand_taxon'),
  },
  {
    name: 'product',
    base: { sk: '/produkt/', cs: '/produkt/', en: '/product/' },
    query: bySlugs('product_translations', 'product_id', 'products'),
  },
  {
    name: 'topic',
    base: { sk: '/topic-page/', cs: '/topic-page/', en: '/topic-page/' },
    query: bySlugs('topic_translations', 'topic_id', 'topics'),
  },
  {
    name: 'CMS page',
    base: { sk: '/stranky/', cs: '/stranky/', en: '/stranky/' },
    query: bySlugs('cms_page_translations', 'page_id', 'cms_pages'),
  },
  {
    name: 'trend article',
    base: { sk: '/trendy-a-inspiracie/', cs: '/trendy-a-inspiracie/', en: '/trendy-a-inspiracie/' },
    query: bySlugs('trend_translations', 'trend_id', 'trends', 'p.published_at <= now()'),
  },
];

const prefix = (locale: Locale) => (locale === 'sk' ? '' : `/${locale}`);
const acceptLanguage: Record<Locale, string> = {
  sk: 'sk-SK,sk;q=0.9',
  cs: 'cs-CZ,cs;q=0.9,en;q=0.5',
  en: 'en-US,en;q=0.9',
};

interface Landing {
  hops: number;
  status: number;
  path: string;
}

let server: ShopServer;

/** One request as a browser sends it (a `host` header picks a country shop); redirects not followed. */
function answer(
  url: URL,
  headers: Record<string, string>,
): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers, agent: false },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode!, location: response.headers.location ?? null }),
        );
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** Follows redirects as a browser does, counting them; stops at the first page that is no redirect. */
async function land(path: string, headers: Record<string, string>): Promise<Landing> {
  let url = new URL(path, server.base);
  for (let hops = 0; hops < 4; hops++) {
    const { status, location } = await answer(url, headers);
    if (!location || status < 300 || status >= 400)
      return { hops, status, path: decodeURI(`${url.pathname}${url.search}`) };
    url = new URL(location, url);
  }
  throw new Error(`More than 3 redirects from ${path}`);
}

/** The status and Location of the first answer. */
function firstAnswer(path: string, headers: Record<string, string> = {}) {
  return answer(new URL(path, server.base), headers);
}

describe('shared links in every language, on the production server', () => {
  let database: ShopDatabase;
  const slugs = new Map<string, Slugs>();

  beforeAll(async () => {
    assertBuilt();
    database = await createShopDatabase('pglite');
    await database.query(async (db) => {
      for (const type of pageTypes) {
        const [row] = sqlRows<Slugs>(await db.execute(type.query));
        if (!row) throw new Error(`The seed has no ${type.name} with three different slugs`);
        slugs.set(type.name, row);
      }
      const category = slugs.get('category')!;
      await db.insert(redirects).values([
        { fromPath: '/zimna-akcia', toPath: `/kategorie/${category.sk}`, statusCode: 302 },
        { fromPath: '/stary-cennik', toPath: '/obchodne-podmienky', statusCode: 301 },
      ]);
    });
    server = await startShopServer(database, { env: { ROOT_REDIRECT: '/cs', PAYMENT_GATEWAY: 'dev' } });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  describe.each(pageTypes)('a $name', (type) => {
    const expected = (locale: Locale) =>
      `${prefix(locale)}${type.base[locale]}${slugs.get(type.name)![locale]}`;

    it('opened without a prefix lands in the browser’s language, its path and slug, in one hop at most', async () => {
      for (const linkLocale of locales)
        for (const visitor of locales) {
          const link = `${type.base[linkLocale]}${slugs.get(type.name)![linkLocale]}`;
          const landing = await land(link, { 'accept-language': acceptLanguage[visitor] });
          expect({ link, visitor, ...landing }).toEqual({
            link,
            visitor,
            hops: landing.hops <= 1 ? landing.hops : 'at most 1',
            status: 200,
            path: expected(visitor),
          });
        }
    });

    it('opened under a language prefix lands in that language with its slug, in one hop at most', async () => {
      for (const slugLocale of locales)
        for (const visitor of locales) {
          const link = `${prefix(visitor)}${type.base[visitor]}${slugs.get(type.name)![slugLocale]}`;
          const landing = await land(link, { 'accept-language': acceptLanguage.sk });
          expect({ link, ...landing }).toEqual({
            link,
            hops: slugLocale === visitor ? 0 : 1,
            status: 200,
            path: expected(visitor),
          });
        }
    });

    it('lands in one hop on the Czech shop’s domain, where Czech has no prefix', async () => {
      const czechShop = { host: `cz.localhost:${new URL(server.base).port}` };
      for (const linkLocale of locales) {
        const link = `${type.base.cs}${slugs.get(type.name)![linkLocale]}`;
        const landing = await land(link, { ...czechShop, 'accept-language': acceptLanguage.cs });
        expect({ link, ...landing }).toEqual({
          link,
          hops: linkLocale === 'cs' ? 0 : 1,
          status: 200,
          path: `${type.base.cs}${slugs.get(type.name)!.cs}`,
        });
      }
    });

    it('follows the language cookie before the browser’s language', async () => {
      const link = `${type.base.sk}${slugs.get(type.name)!.sk}`;
      const landing = await land(link, { 'accept-language': acceptLanguage.en, cookie: 'locale=cs' });
      expect(landing).toEqual({ hops: 1, status: 200, path: expected('cs') });
    });
  });

  it('answers an admin redirect with its own status and Location, in the visitor’s language and slug', async () => {
    const category = slugs.get('category')!;
    expect(await firstAnswer('/zimna-akcia?utm_source=letak')).toEqual({
      status: 302,
      location: `/kategorie/${category.sk}?utm_source=letak`,
    });
    expect(await firstAnswer('/zimna-akcia', { 'accept-language': acceptLanguage.cs })).toEqual({
      status: 302,
      location: `/cs/kategorie/${category.cs}`,
    });
    expect(await firstAnswer('/en/stary-cennik')).toEqual({
      status: 301,
      location: '/en/terms-and-conditions',
    });
  });

  it('moves the old shop’s renamed paths for good with a 301, not a 404 page and a script', async () => {
    expect(await firstAnswer('/en/b2b/sing-in')).toEqual({ status: 301, location: '/en/b2b/sign-in' });
    expect(await firstAnswer('/obchodni-podminky')).toEqual({ status: 301, location: '/obchodne-podmienky' });
    expect(await firstAnswer('/obchodni-podminky-b2b', { 'accept-language': acceptLanguage.cs })).toEqual({
      status: 301,
      location: '/cs/obchodne-podmienky-b2b',
    });
    expect(await land('/en/obchodni-podminky-b2b', {})).toEqual({
      hops: 1,
      status: 200,
      path: '/en/terms-and-conditions-b2b',
    });
  });

  it('sends / to the configured root redirect (ROOT_REDIRECT) with its status, the query kept', async () => {
    expect(await firstAnswer('/')).toEqual({ status: 302, location: '/cs' });
    expect(await firstAnswer('/?utm_campaign=jar', { 'accept-language': acceptLanguage.en })).toEqual({
      status: 302,
      location: '/cs?utm_campaign=jar',
    });
    expect(await land('/', {})).toEqual({ hops: 1, status: 200, path: '/cs' });
  });

  it('still answers an unknown path with the 404 page', async () => {
    expect((await firstAnswer('/kategorie/neexistuje-nikde')).status).toBe(404);
    expect((await firstAnswer('/cs/uplne-neznama-stranka')).status).toBe(404);
  });
});
