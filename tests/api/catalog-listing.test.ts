import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { type ListingQuery, sortKeys } from '@/lib/listing/listing-query';
import { parseListingSearchParams } from '@/lib/listing/parse-search-params';
import { categories, productCategories, products } from '@/lib/server/db/schema';
import { getListing } from '@/lib/server/services/catalog/listing/get-listing';
import type { ListingBase } from '@/lib/server/services/catalog/listing/listing-base';
import {
  findCategoryPath,
  findListingCategory,
} from '@/lib/server/services/catalog/listing/listing-category';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe.each(drivers)('catalog listings on %s', (driver) => {
  let database: TestDatabase;
  let tableware: number;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 300 });
    tableware = (await findListingCategory(database.db, 'sk', 'stolovanie'))!.id;
  });
  afterAll(() => database.dispose());

  function list(search: Record<string, string | string[]>, base?: ListingBase, locale: Locale = 'sk') {
    return getListing(database.db, {
      base: base ?? { kind: 'category', categoryId: tableware },
      query: parseListingSearchParams(search),
      locale,
      channel: channels.cz,
    });
  }

  async function productsOf(categoryId: number): Promise<Set<number>> {
    const children = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.parentId, categoryId), eq(categories.isBrandTaxon, false)));
    const links = await database.db
      .select({ id: productCategories.productId })
      .from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId))
      .where(
        and(
          inArray(productCategories.categoryId, [categoryId, ...children.map((child) => child.id)]),
          eq(products.isActive, true),
        ),
      );
    return new Set(links.map((link) => link.id));
  }

  async function productFacts() {
    const rows = await database.db
      .select({
        id: products.id,
        sales: products.salesCount,
        boost: products.boostScore,
        createdAt: products.createdAt,
      })
      .from(products);
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function allIds(search: Record<string, string | string[]>, base?: ListingBase): Promise<number[]> {
    const first = await list(search, base);
    const ids = first.products.map((product) => product.id);
    for (let page = 2; page <= first.pageCount; page++) {
      ids.push(
        ...(await list({ ...search, page: String(page) }, base)).products.map((product) => product.id),
      );
    }
    return ids;
  }

  it('lists a category with its subcategories, but not the brand taxons below it', async () => {
    const result = await list({});
    const expected = await productsOf(tableware);
    expect(result.total).toBe(expected.size);
    expect(result.pageCount).toBe(Math.ceil(expected.size / result.pageSize));
    const ids = await allIds({});
    expect(new Set(ids)).toEqual(expected);
    expect(ids).toHaveLength(expected.size);
  });

  it('counts every brand with the other filters applied, not its own', async () => {
    const plainResult = await list({});
    const [first, second] = plainResult.facets.brands;
    expect(first && second).toBeTruthy();
    for (const brand of plainResult.facets.brands) {
      expect((await list({ brand: brand.slug })).total).toBe(brand.count);
    }
    const chosen = await list({ brand: first!.slug });
    expect(chosen.total).toBe(first!.count);
    // Choosing a brand does not hide the others: they stay as alternatives with their own counts.
    expect(chosen.facets.brands.map(({ slug, count }) => [slug, count])).toEqual(
      plainResult.facets.brands.map(({ slug, count }) => [slug, count]),
    );
    expect(chosen.facets.brands.find((brand) => brand.slug === first!.slug)?.selected).toBe(true);
    const both = await list({ brand: [first!.slug, second!.slug] });
    expect(both.total).toBe(first!.count + second!.count);
  });

  it('counts parameter values under the other filters, OR within a parameter and AND across', async () => {
    const inStock = await list({ in_stock: '1' });
    const material = inStock.facets.parameters.find((parameter) => parameter.name === 'Materiál')!;
    const [a, b] = material.values.filter((value) => value.count > 0);
    expect(a && b).toBeTruthy();
    const withA = await list({ in_stock: '1', param: `Materiál:${a!.value}` });
    expect(withA.total).toBe(a!.count);
    expect(withA.products.every((product) => product.inStock)).toBe(true);
    const either = await list({ in_stock: '1', param: [`Materiál:${a!.value}`, `Materiál:${b!.value}`] });
    expect(either.total).toBe(a!.count + b!.count);
    // The other materials keep the counts they had: values of one parameter are alternatives.
    const counts = (result: typeof inStock) =>
      result.facets.parameters
        .find((parameter) => parameter.name === 'Materiál')!
        .values.map((value) => value.count);
    expect(counts(withA)).toEqual(counts(inStock));
    // Another parameter narrows: its counts now apply the material filter.
    const collection = withA.facets.parameters.find((parameter) => parameter.name === 'Kolekcia')!;
    const collectionTotal = collection.values.reduce((sum, value) => sum + value.count, 0);
    expect(collectionTotal).toBe(withA.total);
    const availability = (await list({ param: `Materiál:${a!.value}` })).facets.inStock.count;
    expect(availability).toBe(withA.total);
  });

  it('filters by gross price in whole crowns and reports the range without its own filter', async () => {
    const all = await list({});
    const range = all.facets.price!;
    expect(range.min).toBeLessThan(range.max);
    const from = Math.ceil(range.min / 100) + 10;
    const to = Math.floor(range.max / 100) - 10;
    const filtered = await list({ price_from: String(from), price_to: String(to) });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    const ids = await allIds({ price_from: String(from), price_to: String(to), sort: 'cheapest' });
    expect(ids).toHaveLength(filtered.total);
    for (const product of filtered.products) {
      expect(product.price.withVat).toBeGreaterThanOrEqual(from * 100);
      expect(product.price.withVat).toBeLessThanOrEqual(to * 100);
    }
    expect(filtered.facets.price).toEqual(range);
  });

  it('filters by the price without VAT when the bounds say so (a VAT payer on the Slovak shop)', async () => {
    const all = await list({});
    const range = all.facets.price!;
    expect(range.netMin).toBeLessThan(range.min);
    expect(range.netMax).toBeLessThan(range.max);
    // Bounds between the net and the gross price of the cheapest products tell the two bases apart.
    const from = Math.ceil(range.netMin / 100) + 10;
    const to = Math.floor(range.netMax / 100) - 10;
    const net = await list({ price_from: String(from), price_to: String(to), price_net: '1' });
    expect(net.query.filters.priceWithoutVat).toBe(true);
    expect(net.total).toBeGreaterThan(0);
    for (const product of net.products) {
      expect(product.price.withoutVat).toBeGreaterThanOrEqual(from * 100);
      expect(product.price.withoutVat).toBeLessThanOrEqual(to * 100);
    }
    const gross = await list({ price_from: String(from), price_to: String(to) });
    expect(gross.total).not.toBe(net.total);
    expect(net.facets.price).toEqual(range);
  });

  it('sorts in each of the six orders', async () => {
    const facts = await productFacts();
    const pages = Object.fromEntries(
      await Promise.all(sortKeys.map(async (sort) => [sort, (await list({ sort })).products] as const)),
    );
    const prices = (sort: string) => pages[sort]!.map((product) => product.price.withVat);
    expect(prices('cheapest')).toEqual([...prices('cheapest')].sort((a, b) => a - b));
    expect(prices('expensive')).toEqual([...prices('expensive')].sort((a, b) => b - a));
    expect(prices('cheapest')[0]).toBe((await list({})).facets.price!.min);
    const names = pages.name!.map((product) => plain(product.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const sales = pages.bestselling!.map((product) => facts.get(product.id)!.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const created = pages.newest!.map((product) => facts.get(product.id)!.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const recommended = pages.recommended!.map((product) => facts.get(product.id)!);
    for (let index = 1; index < recommended.length; index++) {
      const [before, after] = [recommended[index - 1]!, recommended[index]!];
      expect(
        before.boost > after.boost || (before.boost === after.boost && before.sales >= after.sales),
      ).toBe(true);
    }
    expect((await list({})).sort).toBe('recommended');
    expect(new Set(Object.values(pages).map((page) => page.length))).toEqual(new Set([24]));
  });

  it('clamps the page into range and pages without overlap', async () => {
    const first = await list({ sort: 'name' });
    const second = await list({ sort: 'name', page: '2' });
    expect(second.page).toBe(2);
    const overlap = second.products.filter((product) =>
      first.products.some((other) => other.id === product.id),
    );
    expect(overlap).toEqual([]);
    const beyond = await list({ sort: 'name', page: '999' });
    expect(beyond.page).toBe(first.pageCount);
    expect(beyond.query.page).toBe(first.pageCount);
    expect(beyond.products.length).toBe(first.total - (first.pageCount - 1) * first.pageSize);
    expect((await list({ page: '0' })).page).toBe(1);
    expect((await list({ page: '-3' })).page).toBe(1);
  });

  it('ignores bad and unknown parameters instead of failing or emptying the page', async () => {
    const all = await list({});
    const bad = await list({
      page: 'abc',
      sort: 'bogus',
      price_from: 'cheap',
      price_to: '',
      in_stock: 'maybe',
      brand: 'no-such-brand',
      param: ['Materiál:unobtainium', 'no colon', ':x', 'Farba:'],
    });
    expect(bad.total).toBe(all.total);
    expect(bad.page).toBe(1);
    expect(bad.sort).toBe('recommended');
    expect(bad.query).toEqual({ filters: all.query.filters, sort: null, page: 1 });
    const swapped: ListingQuery = parseListingSearchParams({ price_from: '500', price_to: '100' });
    expect(swapped.filters).toMatchObject({ priceFrom: 100, priceTo: 500 });
  });

  it('lists the special lists by their own rules and default orders, optionally in a category', async () => {
    const news = await list({}, { kind: 'special', list: 'news', categoryId: null });
    expect(news.total).toBe(await database.db.$count(products, eq(products.isNew, true)));
    expect(news.products.every((product) => product.flags.isNew)).toBe(true);
    expect(news.sort).toBe('newest');

    const sale = await list({}, { kind: 'special', list: 'sale', categoryId: null });
    expect(sale.total).toBe(await database.db.$count(products, eq(products.isSale, true)));
    expect(sale.products.every((product) => product.flags.isSale)).toBe(true);

    const mostSold = await list({}, { kind: 'special', list: 'mostSold', categoryId: null });
    expect(mostSold.sort).toBe('bestselling');
    const facts = await productFacts();
    const ordered = mostSold.products.map((product) => facts.get(product.id)!.sales);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
    expect(ordered.every((value) => value > 0)).toBe(true);

    const recommended = await list({}, { kind: 'special', list: 'recommended', categoryId: null });
    expect(
      recommended.products.every(
        (product) => product.flags.isRecommended || facts.get(product.id)!.boost > 0,
      ),
    ).toBe(true);

    const inTableware = await allIds({}, { kind: 'special', list: 'news', categoryId: tableware });
    const tablewareIds = await productsOf(tableware);
    expect(inTableware.length).toBeGreaterThan(0);
    expect(inTableware.length).toBeLessThan(news.total);
    expect(inTableware.every((id) => tablewareIds.has(id))).toBe(true);
  });

  it('resolves a special list’s category path only along the tree', async () => {
    expect((await findCategoryPath(database.db, 'sk', ['kuchyna', 'panvice']))?.slug).toBe('panvice');
    expect((await findCategoryPath(database.db, 'sk', ['panvice']))?.slug).toBe('panvice');
    expect(await findCategoryPath(database.db, 'sk', ['kuchyna', 'taniere'])).toBeNull();
    expect(await findCategoryPath(database.db, 'sk', ['nic'])).toBeNull();
    const en = await findListingCategory(database.db, 'en', 'tableware');
    expect(en).toMatchObject({
      name: 'Tableware',
      slugs: { sk: 'stolovanie', cs: 'stolovani', en: 'tableware' },
    });
    expect(en?.children.some((child) => child.isBrandTaxon)).toBe(true);
    const brandTaxon = await findListingCategory(database.db, 'sk', 'porcelana-nova');
    expect(brandTaxon).toMatchObject({ isBrandTaxon: true, ancestors: [{ slug: 'stolovanie' }] });
  });
});
