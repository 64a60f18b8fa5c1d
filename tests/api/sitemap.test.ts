import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import {
  categories,
  categoryTranslations,
  productTranslations,
  products,
  trends,
  variantPrices,
  variants,
} from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { listSitemapIds, sitemapFileEntries } from '@/lib/server/services/sitemap/sitemap-files';
import type { SitemapEntry } from '@/lib/server/services/sitemap/sitemap-entries';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase; host: string } = { host: 'localhost:3000' };
provideDatabase(() => current.database!);
// app/sitemap.ts reads the request's host through next/headers, which exists only inside a request.
vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: current.host }) }));

const app = await import('@/app/sitemap');
const index = await import('@/app/sitemap-index.xml/route');

const czOrigin = 'http://localhost:3000';
const skOrigin = 'http://sk.localhost:3000';

async function productSlugs(db: TestDatabase['db']) {
  const rows = await db
    .select({ id: products.id, locale: productTranslations.locale, slug: productTranslations.slug })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(eq(products.isActive, true));
  return rows;
}

function urls(entries: SitemapEntry[]): string[] {
  return entries.map((entry) => entry.url);
}

async function productFiles(shop: { origin: string; channel: 'cz' | 'sk' }, productsPerFile: number) {
  const ids = await listSitemapIds(current.database!.db, { channel: shop.channel, productsPerFile });
  const files = await Promise.all(
    ids
      .filter((id) => id !== 'pages')
      .map((id) => sitemapFileEntries(current.database!.db, id, { ...shop, productsPerFile })),
  );
  return { ids, files: files.map((file) => file ?? []) };
}

describe.each(drivers)('the sitemap on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('lists every product of the seed in three locales, each on its localized path, split into files', async () => {
    const { db } = current.database!;
    const { ids, files } = await productFiles({ origin: czOrigin, channel: 'cz' }, 15);
    expect(ids).toEqual(['pages', 'products-1', 'products-2', 'products-3']);
    expect(files.map((file) => file.length)).toEqual([45, 45, 30]);

    const listed = urls(files.flat());
    const expected = (await productSlugs(db)).map(({ locale, slug }) =>
      locale === 'sk'
        ? `${czOrigin}/produkt/${slug}`
        : locale === 'cs'
          ? `${czOrigin}/cs/produkt/${slug}`
          : `${czOrigin}/en/product/${slug}`,
    );
    expect(expected).toHaveLength(120);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it('names every language version of a product and x-default, with its last modification', async () => {
    const { db } = current.database!;
    const [first] = await db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
    const slugs = Object.fromEntries(
      (await productSlugs(db)).filter((row) => row.id === first!.id).map((row) => [row.locale, row.slug]),
    );
    const entries = (await sitemapFileEntries(db, 'products-1', { origin: skOrigin, channel: 'sk' }))!;
    const english = entries.find((entry) => entry.url === `${skOrigin}/en/product/${slugs.en}`);
    expect(english?.alternates?.languages).toEqual({
      sk: `${skOrigin}/produkt/${slugs.sk}`,
      cs: `${skOrigin}/cs/produkt/${slugs.cs}`,
      en: `${skOrigin}/en/product/${slugs.en}`,
      'x-default': `${skOrigin}/produkt/${slugs.sk}`,
    });
    expect(english?.lastModified).toBeInstanceOf(Date);
  });

  it('leaves out an inactive product and one without an active variant (no page)', async () => {
    const { db } = current.database!;
    const [inactive, withoutVariant] = await db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .limit(2);
    const slugOf = async (id: number) =>
      (await productSlugs(db)).find((row) => row.id === id && row.locale === 'sk')!.slug;
    await db.update(products).set({ isActive: false }).where(eq(products.id, inactive!.id));
    await db.update(variants).set({ isActive: false }).where(eq(variants.productId, withoutVariant!.id));
    try {
      const { files } = await productFiles({ origin: czOrigin, channel: 'cz' }, 100);
      const listed = urls(files.flat());
      expect(listed).toHaveLength(38 * 3);
      expect(listed).not.toContain(`${czOrigin}/produkt/${await slugOf(withoutVariant!.id)}`);
    } finally {
      await db.update(products).set({ isActive: true }).where(eq(products.id, inactive!.id));
      await db.update(variants).set({ isActive: true }).where(eq(variants.productId, withoutVariant!.id));
    }
  });

  it('lists a Slovak-shop product whose euro price comes from its crown price', async () => {
    const { db } = current.database!;
    const [product] = await db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
    const variantIds = db
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, product!.id));
    const removed = await db
      .delete(variantPrices)
      .where(and(inArray(variantPrices.variantId, variantIds), eq(variantPrices.channel, 'sk')))
      .returning();
    expect(removed.length).toBeGreaterThan(0);
    const { files } = await productFiles({ origin: skOrigin, channel: 'sk' }, 100);
    expect(files.flat()).toHaveLength(120);
    await db.insert(variantPrices).values(removed);
  });

  it('lists home, special lists, categories, CMS pages, topics and trends in every locale', async () => {
    const { db } = current.database!;
    const pages = urls((await sitemapFileEntries(db, 'pages', { origin: czOrigin, channel: 'cz' }))!);
    expect(pages).toEqual(
      expect.arrayContaining([
        `${czOrigin}/`,
        `${czOrigin}/cs`,
        `${czOrigin}/en`,
        `${czOrigin}/novinky`,
        `${czOrigin}/en/nejprodavanejsi`,
        `${czOrigin}/cs/doporucujeme`,
        `${czOrigin}/trendy-a-inspiracie`,
        `${czOrigin}/kategorie/stolovanie`,
        `${czOrigin}/cs/kategorie/stolovani`,
        `${czOrigin}/en/category/tableware`,
        `${czOrigin}/obchodne-podmienky`,
        `${czOrigin}/en/terms-and-conditions`,
        `${czOrigin}/cs/kontakt`,
        `${czOrigin}/stranky/preco-nakupovat-u-nas`,
        `${czOrigin}/en/stranky/why-buy-from-us`,
        `${czOrigin}/topic-page/pre-restauracie`,
        `${czOrigin}/cs/topic-page/pro-restaurace`,
        `${czOrigin}/trendy-a-inspiracie/letna-terasa-bez-rozbiteho-skla`,
        `${czOrigin}/en/trendy-a-inspiracie/summer-terrace-without-broken-glass`,
      ]),
    );
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.some((url) => url.includes('/produkt/'))).toBe(false);
  });

  it('leaves out an inactive category and a trend not yet published', async () => {
    const { db } = current.database!;
    const [tableware] = await db
      .select({ id: categoryTranslations.categoryId })
      .from(categoryTranslations)
      .where(and(eq(categoryTranslations.locale, 'sk'), eq(categoryTranslations.slug, 'stolovanie')));
    const [newest] = sqlRows<{ id: number; published_at: string | Date }>(
      await db.execute(sql`select id, published_at from trends order by published_at desc limit 1`),
    );
    await db.update(categories).set({ isActive: false }).where(eq(categories.id, tableware!.id));
    await db
      .update(trends)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(trends.id, newest!.id));
    const pages = urls((await sitemapFileEntries(db, 'pages', { origin: czOrigin, channel: 'cz' }))!);
    expect(pages).not.toContain(`${czOrigin}/kategorie/stolovanie`);
    expect(pages).not.toContain(`${czOrigin}/trendy-a-inspiracie/letna-terasa-bez-rozbiteho-skla`);
    expect(pages).toContain(`${czOrigin}/kategorie/pribory`);
    await db.update(categories).set({ isActive: true }).where(eq(categories.id, tableware!.id));
    await db
      .update(trends)
      .set({ publishedAt: new Date(newest!.published_at) })
      .where(eq(trends.id, newest!.id));
  });

  it('serves the index and the files of the shop the request came to', async () => {
    current.host = 'sk.localhost:3000';
    const response = await index.GET(
      new Request('http://sk.localhost:3000/sitemap.xml', { headers: { host: current.host } }),
    );
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${skOrigin}/sitemap/pages.xml`,
      `${skOrigin}/sitemap/products-1.xml`,
    ]);
    expect(await app.generateSitemaps()).toEqual([{ id: 'pages' }, { id: 'products-1' }]);
    const products = await app.default({ id: Promise.resolve('products-1') });
    expect(products).toHaveLength(120);
    expect(products.every((entry) => entry.url.startsWith(`${skOrigin}/`))).toBe(true);

    current.host = 'www.example.com';
    const pages = await app.default({ id: Promise.resolve('pages') });
    expect(pages[0]?.url).toBe(`${czOrigin}/`);
    expect(await app.default({ id: Promise.resolve('products-9') })).toEqual([]);
    current.host = 'localhost:3000';
  });
});
