import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import type { ByCodeResponse, SuggestResponse } from '@/lib/api/contract/search';
import {
  products,
  productTranslations,
  searchLog,
  searchPins,
  searchSynonyms,
  variantPrices,
  variants,
} from '@/lib/server/db/schema';
import { grossFromNet } from '@/lib/server/services/pricing';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const suggestRoute = await import('@/app/api/search/suggest/route');
const byCodeRoute = await import('@/app/api/search/by-code/route');

type Headers = Record<string, string>;

function get(handler: typeof suggestRoute.GET, url: string, headers: Headers = {}) {
  return handler(new Request(url, { headers }), { params: Promise.resolve({}) });
}

async function suggest(q: string, headers: Headers = {}): Promise<SuggestResponse> {
  const response = await get(
    suggestRoute.GET,
    `http://localhost/api/search/suggest?q=${encodeURIComponent(q)}`,
    headers,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as SuggestResponse;
}

const cs = { 'x-user-locale': 'cs' };
const sk = { 'x-user-locale': 'sk' };

/** Independent of the database: lower case without diacritics. */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

describe.each(drivers)('GET /api/search/suggest on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 120 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  async function lastLog() {
    const [row] = await current.database!.db.select().from(searchLog).orderBy(desc(searchLog.id)).limit(1);
    return row;
  }

  async function names(locale: 'sk' | 'cs' | 'en') {
    return current
      .database!.db.select({ id: productTranslations.productId, name: productTranslations.name })
      .from(productTranslations)
      .where(eq(productTranslations.locale, locale));
  }

  it('finds names regardless of diacritics and case', async () => {
    const plainQuery = await suggest('sklenice vino', cs);
    expect(plainQuery.products.length).toBeGreaterThan(0);
    for (const product of plainQuery.products) {
      expect(plain(product.name)).toContain('sklenice');
      expect(plain(product.name)).toContain('vino');
      expect(product.url).toMatch(/^\/cs\/produkt\/[a-z0-9-]+$/);
    }
    expect(plainQuery.products.some((product) => /^Sklenice na .*víno/.test(product.name))).toBe(true);
    const accented = await suggest('  SKLENICE   VÍNO ', cs);
    expect(accented.products.map((product) => product.id)).toEqual(
      plainQuery.products.map((product) => product.id),
    );
    const slovak = await suggest('pohar na vino', sk);
    expect(slovak.products.length).toBeGreaterThan(0);
    for (const product of slovak.products) expect(plain(product.name)).toMatch(/pohar.*na.*vino/);
  });

  it('finds every name that contains the word, shows at most 8 and logs how many it found', async () => {
    const counts = new Map<string, number>();
    for (const { name } of await names('sk')) {
      for (const word of new Set(plain(name).split(/\s+/))) {
        if (/^\p{L}{4,}$/u.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
    const [word, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(count).toBeGreaterThan(8);
    const result = await suggest(word, sk);
    expect(result.products).toHaveLength(8);
    const log = await lastLog();
    expect(log).toMatchObject({ term: word, normalizedTerm: word, locale: 'sk', channel: 'cz' });
    expect(log!.resultCount).toBeGreaterThanOrEqual(count);
  });

  it('describes each product with its price in the shop’s currency', async () => {
    const { products } = await suggest('sklenice', cs);
    const product = products[0]!;
    expect(product).toMatchObject({
      found_by_code: false,
      mainImage: { url: expect.stringMatching(/^\/media\/.+\.webp$/), width: expect.any(Number) },
      price: { currency: 'CZK' },
    });
    expect(product.score).toBeGreaterThan(0);
    expect(product.soldBySalesSteps).toBeLessThanOrEqual(product.selledBySales);
    const netPrices = await current
      .database!.db.select({ net: variantPrices.netPrice })
      .from(variantPrices)
      .innerJoin(variants, eq(variants.id, variantPrices.variantId))
      .where(and(eq(variants.productId, product.id), eq(variantPrices.channel, 'cz')));
    const lowest = Math.min(...netPrices.map((row) => row.net));
    expect(product.price.without_vat).toBe(lowest);
    expect([grossFromNet(lowest, 21), grossFromNet(lowest, 12)]).toContain(product.price.with_vat);

    const slovakShop = await suggest('sklenice', { ...cs, 'x-channel-id': 'sk' });
    expect(slovakShop.products[0]?.price.currency).toBe('EUR');
  });

  it('puts the product of an exact variant code or EAN first, marked found_by_code', async () => {
    const [variant] = await current
      .database!.db.select({ productId: variants.productId, code: variants.code, ean: variants.ean })
      .from(variants)
      .orderBy(desc(variants.id))
      .limit(1);
    const byCode = await suggest(variant!.code.toLowerCase(), sk);
    expect(byCode.products[0]).toMatchObject({ id: variant!.productId, found_by_code: true });
    const byEan = await suggest(variant!.ean!, sk);
    expect(byEan.products[0]).toMatchObject({ id: variant!.productId, found_by_code: true });
    expect(byEan.products.slice(1).every((product) => !product.found_by_code)).toBe(true);
    expect((await lastLog())?.resultCount).toBe(byEan.products.length);
  });

  it('suggests categories with their parent, and brands linking to their taxon or a search', async () => {
    const wine = await suggest('pohare na vino', sk);
    expect(wine.categories[0]).toMatchObject({
      name: 'Sklo › Poháre na víno',
      stripName: 'Poháre na víno',
      url: '/kategorie/pohare-na-vino',
      image: { url: expect.stringMatching(/^\/media\//) },
    });
    const glasses = await suggest('pohare', sk);
    expect(glasses.categories).toHaveLength(5);

    const glasstar = await suggest('GLASSTAR', sk);
    expect(glasstar.brands).toEqual([
      { id: expect.any(Number), name: 'Glasstar', url: '/kategorie/glasstar', image: expect.any(Object) },
    ]);
    expect(glasstar.categories).toEqual([]);
    const inox = await suggest('inox', { 'x-user-locale': 'en' });
    expect(inox.brands[0]).toMatchObject({ name: 'Inox Master', url: '/en/search?q=Inox+Master' });
  });

  it('answers empty lists for nonsense and logs that nothing was found', async () => {
    const result = await suggest('qxzqxz vvww', cs);
    expect(result).toEqual({ products: [], categories: [], brands: [] });
    expect(await lastLog()).toMatchObject({
      term: 'qxzqxz vvww',
      normalizedTerm: 'qxzqxz vvww',
      resultCount: 0,
      locale: 'cs',
      channel: 'cz',
    });
  });

  it('refuses queries shorter than 3 or longer than 100 characters, without logging them', async () => {
    const before = await lastLog();
    for (const q of ['ab', '  ab  ', 'x'.repeat(101)]) {
      const response = await get(
        suggestRoute.GET,
        `http://localhost/api/search/suggest?q=${encodeURIComponent(q)}`,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { q: expect.any(Array) },
      });
    }
    const missing = await get(suggestRoute.GET, 'http://localhost/api/search/suggest');
    expect(missing.status).toBe(400);
    expect((await lastLog())?.id).toBe(before?.id);
  });

  it('honours the admin’s synonyms', async () => {
    expect((await suggest('cise', cs)).products).toEqual([]);
    await current
      .database!.db.insert(searchSynonyms)
      .values({ locale: 'cs', term: 'Číše', synonyms: ['sklenice'] });
    const { products } = await suggest('cise', cs);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(plain(product.name)).toContain('sklenice');
    expect((await suggest('cise', sk)).products).toEqual([]);
  });

  it('suggests a product only while an active variant has a price in the shop; a Czech price serves the Slovak shop', async () => {
    const db = current.database!.db;
    const [product] = await db
      .select({ id: productTranslations.productId, name: productTranslations.name })
      .from(productTranslations)
      .where(eq(productTranslations.locale, 'sk'))
      .orderBy(desc(productTranslations.productId))
      .limit(1);
    const slovakShop = { ...sk, 'x-channel-id': 'sk' };
    const suggested = async (headers: Headers) =>
      (await suggest(product!.name, headers)).products.some((item) => item.id === product!.id);
    const own = await db.select().from(variants).where(eq(variants.productId, product!.id));
    const ownIds = own.map((variant) => variant.id);
    const prices = await db.select().from(variantPrices).where(inArray(variantPrices.variantId, ownIds));
    expect(await suggested(sk)).toBe(true);

    await db.update(variants).set({ isActive: false }).where(eq(variants.productId, product!.id));
    expect(await suggested(sk)).toBe(false);
    for (const variant of own) {
      await db.update(variants).set({ isActive: variant.isActive }).where(eq(variants.id, variant.id));
    }
    expect(await suggested(sk)).toBe(true);

    await db
      .delete(variantPrices)
      .where(and(inArray(variantPrices.variantId, ownIds), eq(variantPrices.channel, 'sk')));
    expect(await suggested(slovakShop)).toBe(true);
    await db.delete(variantPrices).where(inArray(variantPrices.variantId, ownIds));
    expect(await suggested(sk)).toBe(false);
    expect(await suggested(slovakShop)).toBe(false);

    await db.insert(variantPrices).values(prices);
    expect(await suggested(slovakShop)).toBe(true);
  });

  it('lets the admin’s boost decide between equally matching names', async () => {
    const db = current.database!.db;
    const [first, second] = (await suggest('sklenice', cs)).products;
    const twins = [first!, second!];
    const name = 'Sklenice dvojče Boostová';
    const translation = (id: number) =>
      and(eq(productTranslations.productId, id), eq(productTranslations.locale, 'cs'));
    for (const twin of twins) {
      await db.update(productTranslations).set({ name }).where(translation(twin.id));
    }
    const order = async () => (await suggest(name, cs)).products.slice(0, 2).map((product) => product.id);
    const [before, after] = await order();
    const boostOf = async (id: number) =>
      (await db.select({ boost: products.boostScore }).from(products).where(eq(products.id, id)))[0]!.boost;
    const [leading, trailing] = [await boostOf(before!), await boostOf(after!)];
    await db
      .update(products)
      .set({ boostScore: leading + 1 })
      .where(eq(products.id, after!));
    expect(await order()).toEqual([after, before]);

    await db.update(products).set({ boostScore: trailing }).where(eq(products.id, after!));
    for (const twin of twins) {
      await db.update(productTranslations).set({ name: twin.name }).where(translation(twin.id));
    }
  });

  it('puts products pinned to the term first, in the pins’ order', async () => {
    const { products } = await suggest('sklenice', cs);
    const pinned = products[products.length - 1]!;
    const [unrelated] = (await names('cs')).filter((row) => !plain(row.name).includes('sklenice'));
    await current.database!.db.insert(searchPins).values([
      { term: 'Sklenice', productId: unrelated!.id, position: 2 },
      { term: 'sklenice', productId: pinned.id, position: 1 },
    ]);
    const result = await suggest('SKLENICE', cs);
    expect(result.products.slice(0, 2).map((product) => product.id)).toEqual([pinned.id, unrelated!.id]);
  });
});

describe.each(drivers)('GET /api/search/by-code on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  async function byCode(q: string, headers: Headers = {}) {
    const response = await get(
      byCodeRoute.GET,
      `http://localhost/api/search/by-code?q=${encodeURIComponent(q)}`,
      headers,
    );
    return { status: response.status, body: (await response.json()) as ByCodeResponse };
  }

  it('answers the one product with that code or EAN, and null for anything else', async () => {
    const [variant] = await current
      .database!.db.select({
        id: variants.productId,
        code: variants.code,
        ean: variants.ean,
        name: productTranslations.name,
        slug: productTranslations.slug,
      })
      .from(variants)
      .innerJoin(
        productTranslations,
        and(eq(productTranslations.productId, variants.productId), eq(productTranslations.locale, 'en')),
      )
      .orderBy(variants.id)
      .limit(1);
    if (!variant?.ean) throw new Error('The seed gives every variant an EAN');
    const expected = { id: variant.id, name: variant.name, url: `/en/product/${variant.slug}` };
    const en = { 'x-user-locale': 'en' };
    expect(await byCode(` ${variant.code.toLowerCase()} `, en)).toEqual({
      status: 200,
      body: { product: expected },
    });
    expect((await byCode(variant.ean, en)).body).toEqual({ product: expected });
    expect((await byCode('sklenice')).body).toEqual({ product: null });
    expect((await byCode('ab')).status).toBe(400);
  });
});
