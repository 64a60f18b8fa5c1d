import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '@/lib/config/channels';
import { parseListingSearchParams } from '@/lib/listing/parse-search-params';
import {
  productCategories,
  productOffers,
  productParameters,
  products,
  productTranslations,
} from '@/lib/server/db/schema';
import { getListing } from '@/lib/server/services/catalog/listing/get-listing';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const pair = (name: string, value: string) => `${name}\u0000${value}`;

/** Every translation's parameter pairs, as stored and as worked out here from `product_parameters`. */
async function storedAndExpected(database: TestDatabase) {
  const translations = await database.db.select().from(productTranslations);
  const parameters = await database.db.select().from(productParameters);
  const expected = new Map<string, Set<string>>();
  for (const row of parameters) {
    const key = `${row.productId}/${row.locale}`;
    expected.set(key, (expected.get(key) ?? new Set()).add(pair(row.name, row.value)));
  }
  return translations.map((row) => {
    const key = `${row.productId}/${row.locale}`;
    expect(row.parameterNames.length, key).toBe(row.parameterValues.length);
    const stored = row.parameterNames.map((name, index) => pair(name, row.parameterValues[index]!));
    return { key, stored: stored.sort(), expected: [...(expected.get(key) ?? [])].sort() };
  });
}

async function expectListsToMatch(database: TestDatabase) {
  const rows = await storedAndExpected(database);
  for (const row of rows) expect(row.stored, row.key).toEqual(row.expected);
}

describe.each(drivers)('product parameter lists on %s', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 40 });
  });
  afterAll(() => database.dispose());

  /** An active product on sale in the Czech shop, and a category it is listed in. */
  async function someProduct() {
    const [link] = await database.db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId))
      .innerJoin(
        productOffers,
        and(eq(productOffers.productId, products.id), eq(productOffers.channel, 'cz')),
      )
      .where(eq(products.isActive, true))
      .orderBy(productCategories.productId)
      .limit(1);
    return link!;
  }

  it('holds every product’s distinct parameters per language from the seeded catalog', async () => {
    const rows = await storedAndExpected(database);
    expect(rows.filter((row) => row.stored.length > 0).length).toBeGreaterThan(40);
    await expectListsToMatch(database);
  });

  it('follows parameters added, doubled, changed and removed, and translations added later', async () => {
    const db = database.db;
    const { productId } = await someProduct();
    const mine = and(eq(productParameters.productId, productId), eq(productParameters.locale, 'sk'));
    await db.insert(productParameters).values([
      { productId, locale: 'sk', name: 'Farba', value: 'zelená' },
      { productId, locale: 'sk', name: 'Farba', value: 'zelená' },
    ]);
    await expectListsToMatch(database);
    await db
      .update(productParameters)
      .set({ value: 'modrá' })
      .where(and(mine, eq(productParameters.name, 'Farba')));
    await expectListsToMatch(database);
    await db.delete(productParameters).where(mine);
    await expectListsToMatch(database);

    const [english] = await db
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, productId), eq(productTranslations.locale, 'en')))
      .returning();
    await db.insert(productParameters).values({ productId, locale: 'en', name: 'Colour', value: 'red' });
    await db.insert(productTranslations).values({
      productId,
      locale: 'en',
      name: english!.name,
      slug: english!.slug,
      shortDescription: english!.shortDescription,
      description: english!.description,
    });
    await expectListsToMatch(database);
  });

  it('counts a value once per product in the category’s facet, and its filter finds the same products', async () => {
    const db = database.db;
    const { productId, categoryId } = await someProduct();
    await db.insert(productParameters).values([
      { productId, locale: 'sk', name: 'Testovací parameter', value: 'áno' },
      { productId, locale: 'sk', name: 'Testovací parameter', value: 'áno' },
    ]);
    const list = (search: Record<string, string>) =>
      getListing(db, {
        base: { kind: 'category', categoryId },
        query: parseListingSearchParams(search),
        locale: 'sk',
        channel: channels.cz,
      });
    const facet = (await list({})).facets.parameters.find((p) => p.name === 'Testovací parameter');
    expect(facet?.values).toEqual([{ value: 'áno', count: 1, selected: false }]);
    const filtered = await list({ param: 'Testovací parameter:áno' });
    expect(filtered.products.map((product) => product.id)).toEqual([productId]);

    await db
      .delete(productParameters)
      .where(
        and(eq(productParameters.productId, productId), eq(productParameters.name, 'Testovací parameter')),
      );
    const after = await list({});
    expect(after.facets.parameters.some((p) => p.name === 'Testovací parameter')).toBe(false);
  });
});
