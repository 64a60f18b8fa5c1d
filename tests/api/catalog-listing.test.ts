import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '@/lib/config/channels';
import { parseListingSearchParams } from '@/lib/listing/search-params';
import { getListing } from '@/lib/server/services/catalog/listing/get-listing';
import { findListingCategory } from '@/lib/server/services/catalog/listing/listing-category';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

describe.each(drivers)('listing smoke on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 200 });
  });
  afterAll(() => database.dispose());

  it('lists', async () => {
    const category = await findListingCategory(database.db, 'sk', 'stolovanie');
    const result = await getListing(database.db, {
      base: { kind: 'category', categoryId: category!.id },
      query: parseListingSearchParams({ param: ['Materiál:porcelán'], in_stock: '1', sort: 'cheapest' }),
      locale: 'sk',
      channel: channels.sk,
    });
    console.log(JSON.stringify({ ...result, products: result.products.slice(0, 2) }, null, 1).slice(0, 3000));
    expect(result.total).toBeGreaterThan(0);
  });
});
