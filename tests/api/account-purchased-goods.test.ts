import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchasedGoodsResponseSchema, type PurchasedItem } from '@/lib/api/contract/purchased-goods';
import { provideDatabase } from '@/lib/server/db';
import { orderItems, orders, productTranslations, users, variants } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { foldText } from '@/lib/text/fold';
import { type CallOptions, pickVariants, type TestVariant } from './cart-helpers';
import { demo, expectError, getJson, sessionOf } from './account-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const purchasedRoute = await import('@/app/api/user/purchased-goods/route');

function db() {
  return current.database!.db;
}

async function purchased(options: CallOptions & { query?: Record<string, string> }) {
  const response = await getJson(purchasedRoute.GET, '/api/user/purchased-goods', options);
  expect(response.status).toBe(200);
  return purchasedGoodsResponseSchema.parse(await response.json());
}

interface PastLine {
  variant: TestVariant;
  quantity: number;
  unitNet: number;
}

/** A past order of the user straight in the database (as the submit leaves it), `daysAgo` days ago. */
async function insertPastOrder(
  userId: number,
  daysAgo: number,
  lines: PastLine[],
  status: 'delivered' | 'cancelled' = 'delivered',
): Promise<number> {
  const goods = lines.reduce((sum, line) => sum + line.unitNet * line.quantity, 0);
  const [order] = await db()
    .insert(orders)
    .values({
      number: `2025-CZ-8${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
      token: 'x'.repeat(43),
      userId,
      channel: 'cz',
      locale: 'cs',
      currency: 'CZK',
      status,
      paymentType: 'BANK_TRANSFER',
      totalWithoutVat: goods,
      totalWithVat: goods,
      billingAddress: {},
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    })
    .returning({ id: orders.id });
  const codes = await db()
    .select({ id: variants.id, code: variants.code })
    .from(variants)
    .where(sql`${variants.id} in ${lines.map((line) => line.variant.id)}`);
  await db()
    .insert(orderItems)
    .values(
      lines.map((line) => ({
        orderId: order!.id,
        variantId: line.variant.id,
        productId: null,
        code: codes.find((row) => row.id === line.variant.id)!.code,
        name: `Položka ${line.variant.id}`,
        quantity: line.quantity,
        vatRate: 21,
        unitPriceWithoutVat: line.unitNet,
        unitPriceWithVat: Math.round(line.unitNet * 1.21),
        totalWithoutVat: line.unitNet * line.quantity,
        totalWithVat: Math.round(line.unitNet * 1.21) * line.quantity,
      })),
    );
  return order!.id;
}

describe.each(drivers)('purchased goods on %s', (driver) => {
  let sessionToken: string;
  let first: TestVariant;
  let second: TestVariant;
  let third: TestVariant;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 30 });
    // The translator has bought nothing yet: a consumer whose history this test writes.
    const [translator] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.translator));
    const picked = await pickVariants(
      db(),
      sql`not v.backorder and v.stock >= 10 and v.min_quantity = 1 and v.step_quantity = 1`,
      3,
    );
    [first, second, third] = picked as [TestVariant, TestVariant, TestVariant];
    await insertPastOrder(translator!.id, 40, [
      { variant: first, quantity: 2, unitNet: 10_000 },
      { variant: second, quantity: 1, unitNet: 5_000 },
    ]);
    await insertPastOrder(translator!.id, 10, [{ variant: first, quantity: 3, unitNet: 9_000 }]);
    await insertPastOrder(translator!.id, 5, [{ variant: third, quantity: 1, unitNet: 1_000 }]);
    await insertPastOrder(
      translator!.id,
      1,
      [{ variant: first, quantity: 100, unitNet: 8_000 }],
      'cancelled',
    );
    sessionToken = await sessionOf(db(), demo.translator);
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  const itemOf = (items: PurchasedItem[], variant: TestVariant) =>
    items.find((item) => item.offer?.variant_id === variant.id);

  it('sums every order but the cancelled ones, with the last price and date', async () => {
    const body = await purchased({ sessionToken });
    expect(body.total).toBe(3);
    const item = itemOf(body.items, first)!;
    expect(item).toMatchObject({
      total_quantity: 5,
      order_count: 2,
      last_unit_without_vat: 9_000,
      last_unit_with_vat: 10_890,
      last_currency_code: 'CZK',
    });
    expect(Date.now() - new Date(item.last_ordered_at).getTime()).toBeGreaterThan(9.9 * 86_400_000);
    expect(itemOf(body.items, second)).toMatchObject({
      total_quantity: 1,
      order_count: 1,
      last_unit_without_vat: 5_000,
    });
    // Newest purchase first by default; today's offer carries the shopper's price and quantity rules.
    expect(body.items.map((entry) => entry.offer?.variant_id)).toEqual([third.id, first.id, second.id]);
    expect(item.offer).toMatchObject({ unit_without_vat: first.czkNet, min_quantity: 1, step_quantity: 1 });
  });

  it('sorts by the pieces bought and by code', async () => {
    const byQuantity = await purchased({ sessionToken, query: { sort: 'quantity' } });
    expect(byQuantity.items[0]!.offer?.variant_id).toBe(first.id);
    const byCode = await purchased({ sessionToken, query: { sort: 'code' } });
    const codes = byCode.items.map((item) => item.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('finds an item by a part of its name without diacritics, or by its code in any case', async () => {
    const [name] = await db()
      .select({ name: productTranslations.name })
      .from(productTranslations)
      .innerJoin(variants, eq(variants.productId, productTranslations.productId))
      .where(sql`${variants.id} = ${second.id} and ${productTranslations.locale} = 'cs'`);
    const word = foldText(name!.name)
      .split(' ')
      .find((part) => part.length >= 4)!;
    const byName = await purchased({ sessionToken, locale: 'cs', query: { q: word.toUpperCase() } });
    expect(byName.items.map((item) => item.offer?.variant_id)).toContain(second.id);
    const code = itemOf((await purchased({ sessionToken })).items, third)!.code;
    const byCode = await purchased({ sessionToken, query: { q: code.toLowerCase() } });
    expect(byCode.items.map((item) => item.code)).toEqual([code]);
    expect((await purchased({ sessionToken, query: { q: 'zzzz-nothing' } })).items).toEqual([]);
  });

  it('marks an item that is no longer sold, with no offer to add', async () => {
    await db().update(variants).set({ isActive: false }).where(eq(variants.id, second.id));
    try {
      const [variant] = await db()
        .select({ code: variants.code })
        .from(variants)
        .where(eq(variants.id, second.id));
      const body = await purchased({ sessionToken });
      expect(body.items.find((item) => item.code === variant!.code)).toMatchObject({
        unavailable_reason: 'VARIANT_NOT_AVAILABLE',
        offer: null,
        product_url: null,
        total_quantity: 1,
      });
    } finally {
      await db().update(variants).set({ isActive: true }).where(eq(variants.id, second.id));
    }
  });

  it('refuses a search that is too long', async () => {
    const response = await getJson(purchasedRoute.GET, '/api/user/purchased-goods', {
      sessionToken,
      query: { q: 'x'.repeat(101) },
    });
    await expectError(response, 400, 'VALIDATION_ERROR');
  });

  it('shows the aggregated rows of the consumer demo account from the seed', async () => {
    const consumer = await sessionOf(db(), demo.consumer);
    const body = await purchased({ sessionToken: consumer, query: { sort: 'code' } });
    const expected = sqlRows<{ code: string; total: number }>(
      await db().execute(sql`
        select i.code, sum(i.quantity)::int as total from order_items i
        join orders o on o.id = i.order_id join users u on u.id = o.user_id
        where u.email = ${demo.consumer} and o.customer_id is null and o.status <> 'cancelled'
        group by i.code order by i.code`),
    );
    expect(body.items.map((item) => [item.code, item.total_quantity])).toEqual(
      expected.map((row) => [row.code, row.total]),
    );
  });
});
