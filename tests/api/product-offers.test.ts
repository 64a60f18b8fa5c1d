import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChannelId, channels } from '@/lib/config/channels';
import { productOffers, variantPrices, variants } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { listProductCardsByIds } from '@/lib/server/services/product-cards';
import { getExchangeRate } from '@/lib/server/services/settings';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

interface Offer {
  productId: number;
  channel: ChannelId;
  ownNetPrice: number | null;
  czechNetPrice: number | null;
  priceCount: number;
  inStock: boolean;
  onStock: boolean;
}

const key = (offer: Pick<Offer, 'productId' | 'channel'>) => `${offer.productId}/${offer.channel}`;

/** What each product's offer must be, worked out here from its variants and prices, row by row. */
async function expectedOffers(database: TestDatabase): Promise<Map<string, Offer>> {
  const allVariants = await database.db.select().from(variants).where(eq(variants.isActive, true));
  const prices = await database.db.select().from(variantPrices);
  const priceOf = new Map(prices.map((price) => [`${price.variantId}/${price.channel}`, price.netPrice]));
  const byProduct = new Map<number, typeof allVariants>();
  for (const variant of allVariants) {
    byProduct.set(variant.productId, [...(byProduct.get(variant.productId) ?? []), variant]);
  }
  const offers = new Map<string, Offer>();
  for (const [productId, own] of byProduct) {
    for (const channel of ['cz', 'sk'] as const) {
      const ownPrices = own.flatMap((v) => priceOf.get(`${v.id}/${channel}`) ?? []);
      const czechOnly =
        channel === 'cz'
          ? []
          : own
              .filter((v) => !priceOf.has(`${v.id}/${channel}`))
              .flatMap((v) => priceOf.get(`${v.id}/cz`) ?? []);
      if (ownPrices.length + czechOnly.length === 0) continue;
      const offer: Offer = {
        productId,
        channel,
        ownNetPrice: ownPrices.length > 0 ? Math.min(...ownPrices) : null,
        czechNetPrice: czechOnly.length > 0 ? Math.min(...czechOnly) : null,
        priceCount: new Set([...ownPrices, ...czechOnly]).size,
        inStock: own.some((v) => v.stock > 0 || v.backorder),
        onStock: own.some((v) => v.stock > 0),
      };
      offers.set(key(offer), offer);
    }
  }
  return offers;
}

async function storedOffers(database: TestDatabase): Promise<Map<string, Offer>> {
  const rows = await database.db.select().from(productOffers);
  return new Map(rows.map((row) => [key(row), row]));
}

async function expectOffersToMatch(database: TestDatabase) {
  const stored = await storedOffers(database);
  const expected = await expectedOffers(database);
  expect([...stored.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [offerKey, offer] of expected) expect(stored.get(offerKey), offerKey).toEqual(offer);
}

describe.each(drivers)('product offers on %s', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 60 });
  });
  afterAll(() => database.dispose());

  /** A product with at least two active variants, each with a Czech and a Slovak price. */
  async function productWithTwoVariants(skip: number[] = []) {
    const rows = sqlRows<{ product_id: number }>(
      await database.db.execute(sql`
      select v.product_id from variants v
      where v.is_active and v.product_id <> all(${`{${skip.join(',')}}`}::integer[])
        and exists (select from variant_prices p where p.variant_id = v.id and p.channel = 'sk')
        and exists (select from variant_prices p where p.variant_id = v.id and p.channel = 'cz')
      group by v.product_id having count(*) >= 2 order by v.product_id limit 1
    `),
    );
    const productId = rows[0]!.product_id;
    const own = await database.db
      .select()
      .from(variants)
      .where(and(eq(variants.productId, productId), eq(variants.isActive, true)))
      .orderBy(variants.id);
    return { productId, variantIds: own.map((variant) => variant.id) };
  }

  async function card(productId: number, channel: ChannelId) {
    const [found] = await listProductCardsByIds(database.db, {
      ids: [productId],
      locale: 'sk',
      channel: channels[channel],
    });
    return found;
  }

  it('holds every product’s lowest price, price count and stock from the seeded catalog', async () => {
    const stored = await storedOffers(database);
    expect(stored.size).toBeGreaterThan(60);
    await expectOffersToMatch(database);
  });

  it('follows every kind of write to variants and prices', async () => {
    const db = database.db;
    const first = await productWithTwoVariants();
    const second = await productWithTwoVariants([first.productId]);
    const [a, b] = first.variantIds as [number, number];

    await db.update(variantPrices).set({ netPrice: 7 }).where(eq(variantPrices.variantId, b));
    await expectOffersToMatch(database);
    await db
      .delete(variantPrices)
      .where(and(eq(variantPrices.channel, 'sk'), inArray(variantPrices.variantId, first.variantIds)));
    await expectOffersToMatch(database);
    await db.update(variants).set({ isActive: false }).where(eq(variants.id, b));
    await expectOffersToMatch(database);
    await db
      .update(variants)
      .set({ stock: 0, backorder: false })
      .where(eq(variants.productId, first.productId));
    await expectOffersToMatch(database);
    await db.update(variants).set({ backorder: true }).where(eq(variants.id, a));
    await expectOffersToMatch(database);
    await db.update(variants).set({ productId: second.productId, isActive: true }).where(eq(variants.id, b));
    await expectOffersToMatch(database);
    const [added] = await db
      .insert(variants)
      .values({ productId: first.productId, code: `OFFER-TEST-${driver}`, stock: 3 })
      .returning({ id: variants.id });
    await db.insert(variantPrices).values([
      { variantId: added!.id, channel: 'cz', netPrice: 5 },
      { variantId: added!.id, channel: 'sk', netPrice: 1 },
    ]);
    await expectOffersToMatch(database);
    await db.delete(variantPrices).where(inArray(variantPrices.variantId, [a, added!.id]));
    await expectOffersToMatch(database);
    expect((await storedOffers(database)).has(`${first.productId}/cz`)).toBe(false);
    await db.delete(variants).where(eq(variants.productId, second.productId));
    await expectOffersToMatch(database);
  });

  it('shows a card the lowest price, the Slovak price derived from the Czech one and the stock', async () => {
    const db = database.db;
    const { productId, variantIds } = await productWithTwoVariants();
    const [a, b] = variantIds as [number, number];
    await db.update(variants).set({ isActive: true, stock: 4, backorder: false }).where(eq(variants.id, a));
    await db.update(variants).set({ isActive: true, stock: 0, backorder: false }).where(eq(variants.id, b));
    await db.update(variantPrices).set({ netPrice: 90_00 }).where(eq(variantPrices.variantId, a));
    await db.update(variantPrices).set({ netPrice: 40_00 }).where(eq(variantPrices.variantId, b));

    expect((await card(productId, 'cz'))!.price.withoutVat).toBe(40_00);
    expect((await card(productId, 'cz'))!.hasVariantPrices).toBe(true);
    expect((await card(productId, 'cz'))!.inStock).toBe(true);

    await db
      .delete(variantPrices)
      .where(and(eq(variantPrices.variantId, b), eq(variantPrices.channel, 'sk')));
    await db.update(variantPrices).set({ netPrice: 1_00 }).where(eq(variantPrices.variantId, b));
    const rate = await getExchangeRate(db);
    // Variant a keeps its own 90.00 EUR; b has only its Czech price, 1.00 CZK, which derives to a few cents.
    expect((await card(productId, 'sk'))!.price.withoutVat).toBe(Math.round(100 / rate));

    await db.update(variants).set({ stock: 0 }).where(eq(variants.id, a));
    expect((await card(productId, 'cz'))!.inStock).toBe(false);
    await db.update(variants).set({ isActive: false }).where(inArray(variants.id, variantIds));
    expect(await card(productId, 'cz')).toBeUndefined();
    await expectOffersToMatch(database);
  });

  it.runIf(driver === 'postgres')(
    'counts a product off stock when two orders sell out its last two variants at the same time',
    async () => {
      const db = database.db;
      const { productId, variantIds } = await productWithTwoVariants();
      const [a, b] = variantIds as [number, number];
      await db.update(variants).set({ isActive: false }).where(eq(variants.productId, productId));
      await db
        .update(variants)
        .set({ isActive: true, stock: 1, backorder: false })
        .where(inArray(variants.id, [a, b]));

      let releaseFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstSold!: () => void;
      const firstHasSold = new Promise<void>((resolve) => (firstSold = resolve));
      const first = db.transaction(async (tx) => {
        await tx.execute(sql`update variants set stock = 0 where id = ${a}`);
        firstSold();
        await firstMayCommit;
      });
      await firstHasSold;
      const second = db.transaction(async (tx) => {
        await tx.execute(sql`update variants set stock = 0 where id = ${b}`);
      });
      // The second order's refresh waits for the first's lock; it must then see the first's sale.
      await expect.poll(() => waitingForLocks(database), { timeout: 5_000 }).toBeGreaterThan(0);
      releaseFirst();
      await Promise.all([first, second]);

      expect((await card(productId, 'cz'))!.inStock).toBe(false);
      await expectOffersToMatch(database);
    },
  );
});

async function waitingForLocks(database: TestDatabase): Promise<number> {
  const rows = sqlRows<{ n: number }>(
    await database.db.execute(sql`
      select count(*)::integer as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'
    `),
  );
  return rows[0]!.n;
}
