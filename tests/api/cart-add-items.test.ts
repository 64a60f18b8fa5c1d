import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItemsToCartResponseSchema } from '@/lib/api/contract/cart';
import { provideDatabase } from '@/lib/server/db';
import { carts, variants } from '@/lib/server/db/schema';
import {
  cartTokenSetBy,
  expectRefusal,
  pickVariant,
  pickVariants,
  putTo,
  signInAs,
  type CallOptions,
  type TestVariant,
} from './cart-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const addItemsRoute = await import('@/app/api/cart/add-items/route');
const addRoute = await import('@/app/api/cart/add-to-cart/route');

const B2B_ADMIN = 'b2b.admin@horeca-shop.localhost';

function db() {
  return current.database!.db;
}

function addItems(items: unknown, options: CallOptions = {}) {
  return putTo(addItemsRoute.PUT, 'add-items', { items }, options);
}

async function answerOf(response: Response) {
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(addItemsToCartResponseSchema.parse(body)).toEqual(body);
  return body as ReturnType<typeof addItemsToCartResponseSchema.parse>;
}

const quantityOf = (
  body: { cart: { items: { quantity: number; item_variant: { id: number } }[] } },
  id: number,
) => body.cart.items.find((item) => item.item_variant.id === id)?.quantity;

describe.each(drivers)('adding several items at once on %s', (driver) => {
  let plain: TestVariant[];
  let stepped: TestVariant;
  let scarce: TestVariant;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    plain = await pickVariants(
      db(),
      sql`not v.backorder and v.stock >= 20 and v.min_quantity = 1 and v.step_quantity = 1`,
      3,
    );
    stepped = await pickVariant(db(), sql`not v.backorder and v.stock >= 30 and v.step_quantity > 1`);
    scarce = await pickVariant(
      db(),
      sql`not v.backorder and v.min_quantity = 1 and v.step_quantity = 1 and v.id <> all(${sql.raw(
        `array[${plain.map((v) => v.id).join(',')}]`,
      )}::int[])`,
    );
    await db().update(variants).set({ stock: 2 }).where(eq(variants.id, scarce.id));
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('adds the valid lines in one call and answers each refused one with its reason', async () => {
    const [a, b] = plain;
    const response = await addItems([
      { item_variant_id: a!.id, quantity: 2 },
      { item_variant_id: b!.id, quantity: 1 },
      { item_variant_id: a!.id, quantity: 3 },
      { item_variant_id: scarce.id, quantity: 5 },
      { item_variant_id: stepped.id, quantity: stepped.minQuantity + 1 },
      { item_variant_id: 99_999_999, quantity: 1 },
    ]);
    const body = await answerOf(response);
    expect(cartTokenSetBy(response)).not.toBeNull();
    expect(body.added).toEqual([
      { item_variant_id: a!.id, quantity: 5 },
      { item_variant_id: b!.id, quantity: 1 },
    ]);
    expect(body.refused).toEqual(
      expect.arrayContaining([
        { item_variant_id: scarce.id, quantity: 5, code: 'OUT_OF_STOCK', message: expect.any(String) },
        {
          item_variant_id: stepped.id,
          quantity: stepped.minQuantity + 1,
          code: 'QUANTITY_NOT_IN_STEPS',
          message: expect.any(String),
        },
        { item_variant_id: 99_999_999, quantity: 1, code: 'VARIANT_NOT_FOUND', message: expect.any(String) },
      ]),
    );
    expect(body.refused).toHaveLength(3);
    expect(quantityOf(body, a!.id)).toBe(5);
    expect(quantityOf(body, b!.id)).toBe(1);
    expect(quantityOf(body, scarce.id)).toBeUndefined();
    expect(body.cart.items).toHaveLength(2);
  });

  it('counts what the cart already holds against the stock', async () => {
    const first = await putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: scarce.id, quantity: 2 });
    const cartToken = cartTokenSetBy(first)!;
    const body = await answerOf(
      await addItems(
        [
          { item_variant_id: scarce.id, quantity: 1 },
          { item_variant_id: plain[2]!.id, quantity: 1 },
        ],
        { cartToken, locale: 'sk' },
      ),
    );
    expect(body.refused).toEqual([
      {
        item_variant_id: scarce.id,
        quantity: 1,
        code: 'OUT_OF_STOCK',
        message: expect.stringMatching(/sklad/i),
      },
    ]);
    expect(quantityOf(body, scarce.id)).toBe(2);
    expect(quantityOf(body, plain[2]!.id)).toBe(1);
  });

  it('starts no cart for a visitor when nothing can be added', async () => {
    const before = await db().select({ id: carts.id }).from(carts);
    const response = await addItems([{ item_variant_id: 99_999_999, quantity: 1 }]);
    const body = await answerOf(response);
    expect(body.added).toEqual([]);
    expect(body.cart.items).toEqual([]);
    expect(cartTokenSetBy(response)).toBeNull();
    expect(await db().select({ id: carts.id }).from(carts)).toHaveLength(before.length);
  });

  it('refuses a malformed request with a 400 and changes nothing', async () => {
    const before = await db().select({ id: carts.id }).from(carts);
    for (const items of [
      [],
      [{ item_variant_id: plain[0]!.id, quantity: 0 }],
      'x',
      Array(201).fill({ item_variant_id: 1, quantity: 1 }),
    ]) {
      await expectRefusal(await addItems(items), 400, 'VALIDATION_ERROR');
    }
    expect(await db().select({ id: carts.id }).from(carts)).toHaveLength(before.length);
  });

  it('a member who has not chosen a customer may not add anything', async () => {
    const sessionToken = await signInAs(db(), B2B_ADMIN);
    await expectRefusal(
      await addItems([{ item_variant_id: plain[0]!.id, quantity: 1 }], { sessionToken }),
      403,
      'CUSTOMER_NOT_SELECTED',
    );
  });
});
