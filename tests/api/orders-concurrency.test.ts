import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitOrderResponseSchema } from '@/lib/api/contract/order';
import { provideDatabase } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { pickVariant, pickVariants, putTo, type TestVariant } from './cart-helpers';
import { fillCheckout, loadCheckoutRoutes, stockOf, submit, type CheckoutRoutes } from './order-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);
const routes: CheckoutRoutes = await loadCheckoutRoutes();

const BUYERS = 50;
const PIECES = 5;

function db() {
  return current.database!.db;
}

/**
 * Two buyers of the last piece: one order (domain.md). On PostgreSQL the submits really run side by
 * side on the pool's connections; PGlite has one connection and runs their transactions one by one.
 */
describe.each(drivers)('%s: concurrent submits for the last pieces', (driver) => {
  let variant: TestVariant;
  let cartTokens: string[];
  let lastSeededNumber: number;
  let lastSeededOrderId: number;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
    // The seed's past orders took the first numbers of the year; real orders continue after them.
    const [counter] = sqlRows<{ last_number: number }>(
      await db().execute(sql`
        select last_number from order_number_counters
        where channel = 'cz' and year = extract(year from now() at time zone 'Europe/Prague')
      `),
    );
    lastSeededNumber = counter?.last_number ?? 0;
    const [last] = sqlRows<{ id: number | null }>(await db().execute(sql`select max(id) as id from orders`));
    lastSeededOrderId = last?.id ?? 0;
    variant = await pickVariant(
      db(),
      sql`not v.backorder and v.stock >= 1 and v.min_quantity = 1 and v.step_quantity = 1`,
    );
    cartTokens = [];
    for (let buyer = 0; buyer < BUYERS; buyer++) {
      const { cartToken } = await fillCheckout(routes, db(), [{ variantId: variant.id, quantity: 1 }]);
      cartTokens.push(cartToken);
    }
    await db().execute(sql`update variants set stock = ${PIECES} where id = ${variant.id}`);
  }, 120_000);
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it(`${BUYERS} buyers of ${PIECES} pieces: exactly ${PIECES} orders, stock 0, the rest told it sold out`, async () => {
    const responses = await Promise.all(cartTokens.map((cartToken) => submit(routes, { cartToken })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(PIECES);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - PIECES);
    const bodies = await Promise.all(responses.map((response) => response.json()));
    const placed = bodies.flatMap((body, index) =>
      statuses[index] === 201 ? [submitOrderResponseSchema.parse(body).order] : [],
    );
    expect(bodies.filter((body) => body.code === 'OUT_OF_STOCK')).toHaveLength(BUYERS - PIECES);

    expect(await stockOf(db(), variant.id)).toBe(0);
    const rows = sqlRows<{ number: string }>(
      await db().execute(sql`
        select o.number from orders o join order_items i on i.order_id = o.id
        where i.variant_id = ${variant.id} and o.id > ${lastSeededOrderId} order by o.number
      `),
    );
    expect(rows).toHaveLength(PIECES);
    // Gap-free and unique: the next five numbers of the channel's year.
    expect(rows.map((row) => Number(row.number.slice(-6)))).toEqual(
      [1, 2, 3, 4, 5].map((offset) => lastSeededNumber + offset),
    );
    expect(new Set(placed.map((order) => order.number)).size).toBe(PIECES);
  }, 120_000);
});

describe.each(drivers)('%s: concurrent submits with a discount code of limited uses', (driver) => {
  const CARTS = 12;
  const USES = 3;
  let cartTokens: string[];
  let codeId: number;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    // Every cart has another variant, so that only the code's row is shared between the submits.
    const variants = await pickVariants(
      db(),
      sql`not v.backorder and v.stock >= 5 and v.min_quantity = 1 and v.step_quantity = 1`,
      CARTS,
    );
    const [code] = sqlRows<{ id: number }>(
      await db().execute(sql`
        insert into discount_codes (code, kind, value, channel, usage_limit)
        values ('TRI-${sql.raw(driver.toUpperCase())}', 'percent', 10, 'cz', ${USES}) returning id
      `),
    );
    codeId = code!.id;
    const addCode = await import('@/app/api/cart/add-discount-code/route');
    cartTokens = [];
    for (const variant of variants) {
      const { cartToken } = await fillCheckout(routes, db(), [{ variantId: variant.id, quantity: 1 }]);
      const added = await putTo(addCode.PUT, 'add-discount-code', { code: `tri-${driver}` }, { cartToken });
      expect(added.status).toBe(200);
      cartTokens.push(cartToken);
    }
  }, 120_000);
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it(`${CARTS} orders at once: the code takes ${USES} of them off, never more`, async () => {
    const responses = await Promise.all(cartTokens.map((cartToken) => submit(routes, { cartToken })));
    expect(responses.map((response) => response.status)).toEqual(Array(CARTS).fill(201));
    const discounted = sqlRows<{ discount_with_vat: number }>(
      await db().execute(sql`select discount_with_vat from orders where discount_with_vat > 0`),
    );
    expect(discounted).toHaveLength(USES);
    const [code] = sqlRows<{ used_count: number }>(
      await db().execute(sql`select used_count from discount_codes where id = ${codeId}`),
    );
    expect(code!.used_count).toBe(USES);
  }, 120_000);
});
