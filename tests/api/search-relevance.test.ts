import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { parseListingSearchParams } from '@/lib/listing/parse-search-params';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { searchPage } from '@/lib/server/services/search/page';
import { suggest } from '@/lib/server/services/search/suggest';
import { type RelevanceExpectation, type RelevanceQuery, relevanceQueries } from './search-relevance/queries';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

/** Independent of the database: lower case without diacritics. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface ProductFacts {
  root: string | null;
  brand: string | null;
  codes: string[];
  names: Partial<Record<Locale, string>>;
  texts: Partial<Record<Locale, string>>;
}

interface FactRow {
  id: number;
  root: string | null;
  brand: string | null;
  codes: string[];
  locale: Locale;
  name: string;
  search_text: string;
}

/** What a found product is, to hold it against an expectation. */
async function loadFacts(database: TestDatabase): Promise<Map<number, ProductFacts>> {
  const rows = sqlRows<FactRow>(
    await database.db.execute(sql`
      select p.id, rt.slug as root, b.name as brand, t.locale, t.name, t.search_text,
        array(select lower(v.code) from variants v where v.product_id = p.id) as codes
      from products p
      join product_translations t on t.product_id = p.id
      left join categories c on c.id = p.main_category_id
      left join category_translations rt on rt.category_id = coalesce(c.root_id, c.id) and rt.locale = 'en'
      left join brands b on b.id = p.brand_id
    `),
  );
  const facts = new Map<number, ProductFacts>();
  for (const row of rows) {
    const fact = facts.get(row.id) ?? { ...row, names: {}, texts: {} };
    fact.names[row.locale] = plain(row.name);
    fact.texts[row.locale] = row.search_text;
    facts.set(row.id, fact);
  }
  return facts;
}

/** Why product `id` does not meet `expect`, or null when it does. */
function mismatch(
  facts: Map<number, ProductFacts>,
  id: number,
  locale: Locale,
  expect: RelevanceExpectation,
): string | null {
  const fact = facts.get(id);
  if (!fact) return `product ${id} is unknown`;
  const name = fact.names[locale] ?? '';
  const described = `"${name}" (${fact.root}, ${fact.brand})`;
  if (expect.roots && !expect.roots.includes(fact.root as never))
    return `${described} is not under ${expect.roots}`;
  if (expect.brand && fact.brand !== expect.brand) return `${described} is not of ${expect.brand}`;
  if (expect.name && !expect.name.test(name)) return `${described} does not match ${expect.name}`;
  if (expect.text && !(fact.texts[locale] ?? '').includes(expect.text)) {
    return `${described} has no "${expect.text}" in its name or parameters`;
  }
  if (expect.code && !fact.codes.some((code) => code.startsWith(expect.code!))) {
    return `${described} has no code beginning ${expect.code}`;
  }
  return null;
}

describe.each(drivers)('search relevance over the seeded catalog on %s', (driver) => {
  let database: TestDatabase;
  let facts: Map<number, ProductFacts>;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 2000 });
    facts = await loadFacts(database);
  }, 600_000);
  afterAll(() => database?.dispose());

  const check = (ids: number[], query: RelevanceQuery) =>
    ids.slice(0, query.top).flatMap((id) => mismatch(facts, id, query.locale, query.expect) ?? []);

  it('holds 30 queries in the three languages', () => {
    expect(relevanceQueries.length).toBeGreaterThanOrEqual(30);
    expect(new Set(relevanceQueries.map((query) => query.locale))).toEqual(new Set(['sk', 'cs', 'en']));
  });

  const cases = relevanceQueries.map(
    (query) => [`${query.locale} ${query.q}: ${query.intent}`, query] as const,
  );
  it.each(cases)('%s', async (_title, query) => {
    const shop = { locale: query.locale, channel: channels.cz };
    const suggested = await suggest(database.db, query.q, shop, '192.0.2.7');
    expect(suggested.products.length).toBeGreaterThanOrEqual(query.top);
    expect(
      check(
        suggested.products.map((product) => product.id),
        query,
      ),
    ).toEqual([]);

    const page = await searchPage(database.db, {
      q: query.q,
      query: parseListingSearchParams({}),
      ...shop,
      ip: '192.0.2.7',
    });
    if (query.opensProduct) {
      expect(page).toMatchObject({ kind: 'product', url: expect.stringContaining('/produkt/') });
      expect(suggested.products[0]?.found_by_code).toBe(true);
      return;
    }
    if (page.kind !== 'results') throw new Error(`"${query.q}" answered ${page.kind}, not a listing`);
    expect(page.result.total).toBeGreaterThanOrEqual(query.top);
    expect(
      check(
        page.result.products.map((product) => product.id),
        query,
      ),
    ).toEqual([]);
  });
});
