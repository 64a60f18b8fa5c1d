import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { parseListingSearchParams } from '@/lib/listing/parse-search-params';
import { provideDatabase } from '@/lib/server/db';
import type { ByCodeResponse, SuggestResponse } from '@/lib/api/contract/search';
import {
  brands,
  orderItems,
  orders,
  productParameters,
  products,
  productTranslations,
  variants,
} from '@/lib/server/db/schema';
import type { ListingResult } from '@/lib/server/services/catalog/listing/listing-types';
import { searchPage } from '@/lib/server/services/search/page';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const suggestRoute = await import('@/app/api/search/suggest/route');
const byCodeRoute = await import('@/app/api/search/by-code/route');

/** Independent of the database: lower case without diacritics. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function call<T>(handler: typeof suggestRoute.GET, path: string, locale: Locale): Promise<T> {
  const response = await handler(
    new Request(`http://localhost${path}`, { headers: { 'x-user-locale': locale } }),
    { params: Promise.resolve({}) },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const suggest = (q: string, locale: Locale = 'cs') =>
  call<SuggestResponse>(suggestRoute.GET, `/api/search/suggest?q=${encodeURIComponent(q)}`, locale);
const byCode = (q: string, locale: Locale = 'cs') =>
  call<ByCodeResponse>(byCodeRoute.GET, `/api/search/by-code?q=${encodeURIComponent(q)}`, locale);

describe.each(drivers)('search by brand, parameter value and code beginning on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 200 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  const db = () => current.database!.db;

  function page(q: string, locale: Locale = 'cs', params: Record<string, string> = {}) {
    return searchPage(db(), {
      q,
      query: parseListingSearchParams(params),
      locale,
      channel: channels.cz,
      ip: '192.0.2.9',
    });
  }

  async function results(q: string, locale: Locale = 'cs'): Promise<ListingResult> {
    const found = await page(q, locale);
    if (found.kind !== 'results') throw new Error(`"${q}" answered ${found.kind}, not a listing`);
    return found.result;
  }

  /** Every product id the search page lists for `q`, page by page. */
  async function allIds(q: string, locale: Locale = 'cs'): Promise<number[]> {
    const first = await results(q, locale);
    const ids = first.products.map((product) => product.id);
    for (let number = 2; number <= first.pageCount; number++) {
      const next = await page(q, locale, { page: String(number) });
      if (next.kind === 'results') ids.push(...next.result.products.map((product) => product.id));
    }
    return ids;
  }

  async function productIdsOfBrand(brandId: number): Promise<number[]> {
    const rows = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.brandId, brandId), eq(products.isActive, true)));
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  it('finds every product of a brand by its name, on the search page and in the suggestions', async () => {
    const [glasstar] = await db().select().from(brands).where(eq(brands.name, 'Glasstar'));
    const own = await productIdsOfBrand(glasstar!.id);
    expect(own.length).toBeGreaterThan(0);
    for (const [q, locale] of [
      ['Glasstar', 'cs'],
      ['glasstar', 'sk'],
      ['GLASSTAR', 'en'],
    ] as const) {
      expect((await allIds(q, locale)).sort((a, b) => a - b)).toEqual(own);
      const suggested = await suggest(q, locale);
      expect(suggested.products.length).toBe(Math.min(8, own.length));
      for (const product of suggested.products) expect(own).toContain(product.id);
      expect(suggested.brands.map((brand) => brand.name)).toEqual(['Glasstar']);
    }

    const [tavola] = await db().select().from(brands).where(eq(brands.name, 'Tavola'));
    const tavolas = await productIdsOfBrand(tavola!.id);
    const withWord = await allIds('tavola talir');
    expect(withWord.length).toBeGreaterThan(0);
    for (const id of withWord) expect(tavolas).toContain(id);
    const names = await db()
      .select({ name: productTranslations.name })
      .from(productTranslations)
      .where(and(inArray(productTranslations.productId, withWord), eq(productTranslations.locale, 'cs')));
    for (const { name } of names) expect(plain(name)).toContain('talir');
  });

  it('finds products by a parameter value that no name holds, and by the name of a yes/no parameter that is yes', async () => {
    const [material] = await db()
      .select({ value: productParameters.value })
      .from(productParameters)
      .where(and(eq(productParameters.locale, 'cs'), eq(productParameters.name, 'Materiál')))
      .orderBy(asc(productParameters.value))
      .limit(1);
    const value = material!.value;
    const holders = await db()
      .selectDistinct({ id: productParameters.productId })
      .from(productParameters)
      .where(and(eq(productParameters.locale, 'cs'), eq(productParameters.value, value)));
    const found = await allIds(value);
    for (const { id } of holders) expect(found).toContain(id);
    const suggested = await suggest(value);
    expect(suggested.products.length).toBeGreaterThan(0);

    // A yes/no parameter that is yes is found by its own name.
    const [leadFree] = await db()
      .select({ id: productParameters.productId })
      .from(productParameters)
      .where(and(eq(productParameters.locale, 'en'), eq(productParameters.name, 'Lead-free')))
      .limit(1);
    expect(await allIds('lead-free', 'en')).toContain(leadFree!.id);
  });

  it('opens the product of a code without its variant suffix, and lists the products a code beginning finds', async () => {
    const [variant] = await db()
      .select({ productId: variants.productId, code: variants.code })
      .from(variants)
      .where(eq(variants.isActive, true))
      .orderBy(asc(variants.id))
      .limit(1);
    const productCode = variant!.code.split('-').slice(0, -1).join('-');
    const [slug] = await db()
      .select({ slug: productTranslations.slug })
      .from(productTranslations)
      .where(
        and(eq(productTranslations.productId, variant!.productId), eq(productTranslations.locale, 'cs')),
      );

    expect(await page(productCode)).toMatchObject({ kind: 'product', url: `/cs/produkt/${slug!.slug}` });
    expect(await byCode(productCode.toLowerCase())).toMatchObject({
      product: { id: variant!.productId, url: `/cs/produkt/${slug!.slug}` },
    });
    const suggested = await suggest(productCode);
    expect(suggested.products[0]).toMatchObject({ id: variant!.productId, found_by_code: true });
    // A code's own digits are not a product code: "…-000" is not "…-0001".
    expect((await byCode(productCode.slice(0, -1))).product).toBeNull();

    // A beginning that several products share lists them (one product of its own would open it).
    const all = await db().select({ id: variants.productId, code: variants.code }).from(variants);
    const productsOf = (prefix: string) =>
      new Set(all.filter((row) => row.code.toLowerCase().startsWith(prefix)).map((row) => row.id));
    const typePrefix = all
      .map((row) => row.code.split('-').slice(0, 2).join('-').toLowerCase())
      .find((prefix) => productsOf(prefix).size > 1)!;
    const listed = await allIds(typePrefix);
    expect(listed.length).toBeGreaterThan(1);
    const codes = await db()
      .select({ id: variants.productId, code: variants.code })
      .from(variants)
      .where(inArray(variants.productId, listed));
    for (const id of listed) {
      expect(codes.some((row) => row.id === id && row.code.toLowerCase().startsWith(typePrefix))).toBe(true);
    }
  });

  it('ranks what the shop’s orders hold first between equally matching names', async () => {
    const [first, second] = (await suggest('sklenice')).products;
    const twins = [first!.id, second!.id];
    const name = 'Sklenice dvojče Objednávková';
    const translation = (id: number) =>
      and(eq(productTranslations.productId, id), eq(productTranslations.locale, 'cs'));
    const saved = await db()
      .select({ id: products.id, salesCount: products.salesCount, boostScore: products.boostScore })
      .from(products)
      .where(inArray(products.id, twins));
    for (const id of twins) {
      await db().update(productTranslations).set({ name }).where(translation(id));
      await db().update(products).set({ salesCount: 0, boostScore: 0 }).where(eq(products.id, id));
    }
    const order = async () => (await suggest(name)).products.slice(0, 2).map((product) => product.id);
    const [leading, trailing] = await order();

    const [variant] = await db().select().from(variants).where(eq(variants.productId, trailing!)).limit(1);
    const [placed] = await db().select().from(orders).where(ne(orders.status, 'cancelled')).limit(1);
    const [line] = await db()
      .insert(orderItems)
      .values({
        orderId: placed!.id,
        productId: trailing!,
        variantId: variant!.id,
        code: variant!.code,
        name,
        quantity: 40,
        vatRate: 21,
        unitPriceWithoutVat: 100,
        unitPriceWithVat: 121,
        totalWithoutVat: 4000,
        totalWithVat: 4840,
      })
      .returning({ id: orderItems.id });
    expect(await order()).toEqual([trailing, leading]);

    await db().delete(orderItems).where(eq(orderItems.id, line!.id));
    for (const row of saved) {
      await db()
        .update(products)
        .set({ salesCount: row.salesCount, boostScore: row.boostScore })
        .where(eq(products.id, row.id));
    }
    for (const product of [first!, second!]) {
      await db().update(productTranslations).set({ name: product.name }).where(translation(product.id));
    }
  });
});
