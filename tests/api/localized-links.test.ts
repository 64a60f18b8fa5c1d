import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Locale, locales } from '@/lib/config/locales';
import { provideDatabase } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { ownSlug, type SlugKind } from '@/lib/server/services/links';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);
const { default: proxy } = await import('@/proxy');

type Slugs = Record<Locale, string>;

const sources: Record<SlugKind, [table: string, owner: string]> = {
  product: ['product_translations', 'product_id'],
  category: ['category_translations', 'category_id'],
  topic: ['topic_translations', 'topic_id'],
  cmsPage: ['cms_page_translations', 'page_id'],
  trend: ['trend_translations', 'trend_id'],
};

async function slugsOf(kind: SlugKind): Promise<Slugs> {
  const [table, owner] = sources[kind];
  const [row] = sqlRows<Slugs>(
    await current.database!.db.execute(
      sql.raw(`
        select max(slug) filter (where locale = 'sk') sk, max(slug) filter (where locale = 'cs') cs,
          max(slug) filter (where locale = 'en') en
        from ${table} group by ${owner} having count(distinct slug) = 3 order by ${owner} limit 1`),
    ),
  );
  if (!row) throw new Error(`no ${kind} with three slugs`);
  return row;
}

async function visit(path: string, acceptLanguage: string) {
  const response = await proxy(
    new NextRequest(`http://localhost:3000${path}`, {
      headers: { host: 'localhost:3000', 'accept-language': acceptLanguage },
    }),
  );
  return { status: response.status, location: response.headers.get('location') };
}

describe.each(drivers)('a link in one language opened in another, on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('finds each record’s slug in every language from its slug in any language', async () => {
    for (const kind of Object.keys(sources) as SlugKind[]) {
      const slugs = await slugsOf(kind);
      for (const from of locales)
        for (const to of locales)
          expect(await ownSlug(current.database!.db, kind, slugs[from], to)).toBe(slugs[to]);
      expect(await ownSlug(current.database!.db, kind, 'nic-takoveho', 'cs')).toBeNull();
    }
  });

  it('sends a Czech browser from a Slovak category link to the Czech page and slug in one redirect', async () => {
    const slugs = await slugsOf('category');
    expect(await visit(`/kategorie/${slugs.sk}?razeni=cena`, 'cs-CZ,cs;q=0.9')).toEqual({
      status: 307,
      location: `http://localhost:3000/cs/kategorie/${slugs.cs}?razeni=cena`,
    });
    expect(await visit(`/kategorie/${slugs.cs}`, 'en-US,en;q=0.9')).toEqual({
      status: 307,
      location: `http://localhost:3000/en/category/${slugs.en}`,
    });
  });

  it('gives a product, topic, CMS page and trend the visitor’s slug in the same redirect', async () => {
    const cases: [SlugKind, (slug: string) => string, (slug: string) => string][] = [
      ['product', (slug) => `/produkt/${slug}`, (slug) => `/en/product/${slug}`],
      ['topic', (slug) => `/topic-page/${slug}`, (slug) => `/en/topic-page/${slug}`],
      ['cmsPage', (slug) => `/stranky/${slug}`, (slug) => `/en/stranky/${slug}`],
      ['trend', (slug) => `/trendy-a-inspiracie/${slug}`, (slug) => `/en/trendy-a-inspiracie/${slug}`],
    ];
    for (const [kind, link, english] of cases) {
      const slugs = await slugsOf(kind);
      expect(await visit(link(slugs.cs), 'en-US,en;q=0.9')).toEqual({
        status: 307,
        location: `http://localhost:3000${english(slugs.en)}`,
      });
    }
  });

  it('leaves a page in the visitor’s language and an unknown slug to the page itself', async () => {
    const slugs = await slugsOf('category');
    expect(await visit(`/kategorie/${slugs.en}`, 'sk-SK,sk;q=0.9')).toMatchObject({
      status: 200,
      location: null,
    });
    expect(await visit('/kategorie/nic-takoveho', 'cs-CZ,cs;q=0.9')).toEqual({
      status: 307,
      location: 'http://localhost:3000/cs/kategorie/nic-takoveho',
    });
  });
});
