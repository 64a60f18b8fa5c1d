import { and, count, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '@/lib/config/channels';
import { env } from '@/lib/config/env';
import type { Locale } from '@/lib/config/locales';
import { parseListingSearchParams } from '@/lib/listing/parse-search-params';
import { productTranslations, searchLog, searchPins, searchSynonyms, variants } from '@/lib/server/db/schema';
import { getListing } from '@/lib/server/services/catalog/listing/get-listing';
import type { ListingResult } from '@/lib/server/services/catalog/listing/listing-types';
import { searchPage } from '@/lib/server/services/search/page';
import { rankProducts } from '@/lib/server/services/search/products';
import { loadSearchTerms } from '@/lib/server/services/search/synonyms';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

/** Independent of the database: lower case without diacritics. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe.each(drivers)('the search results page on %s', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 200 });
  });
  afterAll(() => database.dispose());

  function search(
    q: string,
    params: Record<string, string | string[]> = {},
    locale: Locale = 'cs',
    ip = '192.0.2.1',
  ) {
    return searchPage(database.db, {
      q,
      query: parseListingSearchParams(params),
      locale,
      channel: channels.cz,
      ip,
    });
  }

  async function results(
    q: string,
    params: Record<string, string | string[]> = {},
    locale: Locale = 'cs',
  ): Promise<ListingResult> {
    const found = await search(q, params, locale);
    if (found.kind !== 'results') throw new Error(`"${q}" found ${found.kind}, not a listing`);
    return found.result;
  }

  async function allIds(q: string, params: Record<string, string> = {}): Promise<number[]> {
    const first = await results(q, params);
    const ids = first.products.map((product) => product.id);
    for (let page = 2; page <= first.pageCount; page++) {
      const next = await results(q, { ...params, page: String(page) });
      ids.push(...next.products.map((product) => product.id));
    }
    return ids;
  }

  async function logCount(): Promise<number> {
    const [row] = await database.db.select({ n: count() }).from(searchLog);
    return row!.n;
  }

  async function lastLog() {
    const [row] = await database.db.select().from(searchLog).orderBy(desc(searchLog.id)).limit(1);
    return row;
  }

  /** A variant of a product whose Czech name does not contain `word`. */
  async function variantNotNamed(word: string) {
    const rows = await database.db
      .select({ id: variants.id, productId: variants.productId, name: productTranslations.name })
      .from(variants)
      .innerJoin(
        productTranslations,
        and(eq(productTranslations.productId, variants.productId), eq(productTranslations.locale, 'cs')),
      )
      .orderBy(variants.id);
    return rows.find((row) => !plain(row.name).includes(word))!;
  }

  it('finds names without diacritics or case, ranked like the search box, relevance first', async () => {
    const result = await results('sklenice vino');
    expect(result.total).toBeGreaterThan(0);
    const ids = await allIds('sklenice vino');
    expect(ids).toHaveLength(result.total);
    expect(new Set(ids).size).toBe(result.total);
    for (const product of result.products) {
      expect(plain(product.name)).toContain('sklenice');
      expect(plain(product.name)).toContain('vino');
    }
    expect(result.products.some((product) => /^Sklenice na .*víno/.test(product.name))).toBe(true);
    expect(result.sort).toBe('relevance');
    expect(result.defaultSort).toBe('relevance');
    expect(result.sorts).toEqual(['relevance', 'cheapest', 'expensive', 'newest', 'bestselling', 'name']);
    expect(result.query.sort).toBeNull();

    const terms = await loadSearchTerms(database.db, 'sklenice vino', 'cs');
    const box = await rankProducts(database.db, terms, {
      locale: 'cs',
      channel: channels.cz,
      limit: result.pageSize,
    });
    expect(result.total).toBe(box.total);
    expect(result.products.map((product) => product.id)).toEqual(box.hits.map((hit) => hit.id));

    const accented = await results('  SKLENICE   VÍNO ');
    expect(accented.products.map((product) => product.id)).toEqual(
      result.products.map((product) => product.id),
    );
  });

  it('still finds the products when a word is misspelt', async () => {
    const right = await allIds('sklenice vino');
    const typo = await allIds('sklenicr vino');
    expect(right.length).toBeGreaterThan(0);
    expect(new Set(typo)).toEqual(new Set(right));
  });

  it('puts the product of an exact variant code or EAN first, and opens it from a link', async () => {
    const coded = await variantNotNamed('vino');
    await database.db.update(variants).set({ code: 'vino' }).where(eq(variants.id, coded.id));
    const terms = await loadSearchTerms(database.db, 'VINO', 'cs');
    const listing = await getListing(database.db, {
      base: { kind: 'search', terms },
      query: parseListingSearchParams({}),
      locale: 'cs',
      channel: channels.cz,
    });
    expect(listing.products[0]?.id).toBe(coded.productId);
    expect(listing.total).toBeGreaterThan(1);
    expect(listing.products.slice(1).every((product) => plain(product.name).includes('vino'))).toBe(true);

    const [slug] = await database.db
      .select({ slug: productTranslations.slug })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, coded.productId), eq(productTranslations.locale, 'cs')));
    expect(await search('VINO')).toEqual({ kind: 'product', term: 'VINO', url: `/cs/produkt/${slug!.slug}` });

    const [withEan] = await database.db
      .select({ productId: variants.productId, ean: variants.ean })
      .from(variants)
      .where(ne(variants.productId, coded.productId))
      .orderBy(desc(variants.id))
      .limit(1);
    const byEan = await search(` ${withEan!.ean!} `, {}, 'sk');
    expect(byEan).toMatchObject({ kind: 'product', url: expect.stringMatching(/^\/produkt\/[a-z0-9-]+$/) });
    const eanListing = await getListing(database.db, {
      base: { kind: 'search', terms: await loadSearchTerms(database.db, withEan!.ean!, 'sk') },
      query: parseListingSearchParams({}),
      locale: 'sk',
      channel: channels.cz,
    });
    expect(eanListing.products.map((product) => product.id)).toEqual([withEan!.productId]);
  });

  it('logs 600 searches an hour from one address and searches on past that without logging; another address is still logged', async () => {
    const [variant] = await database.db.select({ code: variants.code }).from(variants).limit(1);
    const code = variant!.code;
    // The count is kept in this process's memory across both databases: each run has its own addresses.
    const [busy, other] =
      driver === 'pglite' ? ['203.0.113.71', '203.0.113.72'] : ['203.0.113.73', '203.0.113.74'];
    const before = await logCount();
    for (let index = 0; index <= env.ACTIVITY_LOG_PER_HOUR; index += 1) {
      expect(await search(code, {}, 'sk', busy)).toMatchObject({ kind: 'product' });
    }
    expect(await logCount()).toBe(before + env.ACTIVITY_LOG_PER_HOUR);

    expect((await search('sklenice', {}, 'cs', other)).kind).toBe('results');
    expect(await logCount()).toBe(before + env.ACTIVITY_LOG_PER_HOUR + 1);
    expect(await lastLog()).toMatchObject({ term: 'sklenice', locale: 'cs' });
  });

  it('finds the products of a synonym the admin added', async () => {
    expect((await results('cise')).total).toBe(0);
    await database.db.insert(searchSynonyms).values({ locale: 'cs', term: 'Číše', synonyms: ['sklenice'] });
    const synonym = await results('cise');
    expect(synonym.total).toBe((await results('sklenice')).total);
    for (const product of synonym.products) expect(plain(product.name)).toContain('sklenic');
    expect((await results('cise', {}, 'sk')).total).toBe(0);
  });

  it('puts the products pinned to the term first, even ones the text would not find', async () => {
    const before = await results('sklenice');
    const unrelated = await variantNotNamed('sklenice');
    const last = before.products.at(-1)!;
    await database.db.insert(searchPins).values([
      { term: 'SKLENICE', productId: unrelated.productId, position: 2 },
      { term: 'sklenice', productId: last.id, position: 1 },
    ]);
    const pinned = await results('Sklenice');
    expect(pinned.products.slice(0, 2).map((product) => product.id)).toEqual([last.id, unrelated.productId]);
    expect(pinned.total).toBe(before.total + 1);
    await database.db.delete(searchPins);
  });

  it('counts facets within the results: each brand’s count is what its filter shows', async () => {
    const all = await results('sklenice');
    const brands = all.facets.brands;
    expect(brands.length).toBeGreaterThan(1);
    expect(brands.reduce((sum, brand) => sum + brand.count, 0)).toBeLessThanOrEqual(all.total);
    for (const brand of brands) {
      const filtered = await results('sklenice', { brand: brand.slug });
      expect(filtered.total).toBe(brand.count);
      for (const product of filtered.products) expect(plain(product.name)).toContain('sklenic');
    }
    const inStock = await results('sklenice', { in_stock: '1' });
    expect(inStock.total).toBe(all.facets.inStock.count);
    expect(inStock.total).toBeLessThan(all.total);
    const [parameter] = all.facets.parameters;
    const value = parameter!.values.find((candidate) => candidate.count > 0)!;
    const byParameter = await results('sklenice', { param: `${parameter!.name}:${value.value}` });
    expect(byParameter.total).toBe(value.count);
  });

  it('sorts by price over all the results, and ignores an order searches do not offer', async () => {
    const relevance = await allIds('sklenice');
    const cheapest = await results('sklenice', { sort: 'cheapest' });
    expect(cheapest.sort).toBe('cheapest');
    expect(cheapest.query.sort).toBe('cheapest');
    const prices = cheapest.products.map((product) => product.price.withVat);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(cheapest.facets.price!.min);
    const sortedIds = await allIds('sklenice', { sort: 'cheapest' });
    expect(new Set(sortedIds)).toEqual(new Set(relevance));
    expect(sortedIds).not.toEqual(relevance);

    const recommended = await results('sklenice', { sort: 'recommended' });
    expect(recommended.sort).toBe('relevance');
    expect(recommended.query.sort).toBeNull();
  });

  /** The three letters that most Czech names contain: matched as a substring, a search of several pages. */
  async function commonPiece(): Promise<string> {
    const counts = new Map<string, number>();
    const rows = await database.db
      .select({ name: productTranslations.name })
      .from(productTranslations)
      .where(eq(productTranslations.locale, 'cs'));
    for (const { name } of rows) {
      const pieces = plain(name)
        .split(/[^\p{L}]+/u)
        .flatMap((word) => Array.from({ length: word.length - 2 }, (_, at) => word.slice(at, at + 3)));
      for (const piece of new Set(pieces)) counts.set(piece, (counts.get(piece) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  }

  it('clamps the page and ignores bad parameters', async () => {
    const word = await commonPiece();
    const first = await results(word);
    expect(first.pageCount).toBeGreaterThan(1);
    const second = await results(word, { page: '2' });
    expect(
      second.products.filter((product) => first.products.some((other) => other.id === product.id)),
    ).toEqual([]);
    const beyond = await results(word, { page: '999' });
    expect(beyond.page).toBe(first.pageCount);
    expect(beyond.products.length).toBe(first.total - (first.pageCount - 1) * first.pageSize);
    const bad = await results(word, {
      page: 'abc',
      sort: 'bogus',
      price_from: 'x',
      brand: 'no-such-brand',
      param: 'no colon',
    });
    expect(bad.total).toBe(first.total);
    expect(bad.page).toBe(1);
    expect(bad.products.map((product) => product.id)).toEqual(first.products.map((product) => product.id));
    for (const odd of ['%%%', '___', '!!!']) {
      expect(await results(odd)).toMatchObject({ total: 0, products: [], page: 1 });
    }
  });

  it('logs each search once with the number found, and nothing for a too short query', async () => {
    const before = await logCount();
    const found = await results('  Sklenice  ', { page: '2' });
    expect(await logCount()).toBe(before + 1);
    expect(await lastLog()).toMatchObject({
      term: 'Sklenice',
      normalizedTerm: 'sklenice',
      resultCount: found.total,
      locale: 'cs',
      channel: 'cz',
    });
    await results('qxzqxz vvww');
    expect(await lastLog()).toMatchObject({ term: 'qxzqxz vvww', resultCount: 0 });
    expect(await logCount()).toBe(before + 2);

    expect(await search('ab')).toEqual({ kind: 'tooShort', term: 'ab' });
    expect(await search('   ')).toEqual({ kind: 'tooShort', term: '' });
    expect(await logCount()).toBe(before + 2);
    const long = await search(`sklenice ${'x'.repeat(200)}`);
    expect(long.kind).toBe('results');
    expect((await lastLog())?.term).toHaveLength(100);
  });
});
