import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import type { Cart } from '@/lib/api/contract/cart';
import { variantPrices, variants } from '@/lib/server/db/schema';
import {
  cartTokenSetBy,
  grossOf,
  pickVariant,
  pickVariants,
  putTo,
  vatRateOf,
  type TestVariant,
} from './cart-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const addRoute = await import('@/app/api/cart/add-to-cart/route');

function db() {
  return current.database!.db;
}

function add(itemVariantId: number, quantity: number, cartToken: string | null = null) {
  return putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: itemVariantId, quantity }, { cartToken });
}

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toEqual({ code, message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
  expect(response.headers.getSetCookie()).toEqual([]);
}

describe.each(drivers)('the rules of adding to the cart on %s', (driver) => {
  let normal: TestVariant;
  let stepped: TestVariant;
  let onBackorder: TestVariant;
  let limited: TestVariant;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    normal = await pickVariant(
      db(),
      sql`not v.backorder and v.stock >= 20 and v.min_quantity = 1 and v.step_quantity = 1`,
    );
    stepped = await pickVariant(
      db(),
      sql`not v.backorder and v.step_quantity > 1 and v.stock >= v.min_quantity + 2 * v.step_quantity`,
    );
    onBackorder = await pickVariant(
      db(),
      sql`v.backorder and v.stock = 0 and v.min_quantity = 1 and v.step_quantity = 1`,
    );
    limited = await pickVariant(
      db(),
      sql`not v.backorder and v.stock between 1 and 100 and v.min_quantity = 1 and v.step_quantity = 1`,
    );
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('refuses a quantity that is not a whole number from 1 to 9999 as a validation error', async () => {
    for (const quantity of [0, -1, 1.5, 10_000]) {
      const response = await add(normal.id, quantity);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { quantity: expect.any(Array) },
      });
    }
  });

  it('refuses a variant id past what the database stores as a validation error (found by fuzzing)', async () => {
    const response = await add(2_147_483_648, 1);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { item_variant_id: expect.any(Array) },
    });
  });

  it('answers 404 VARIANT_NOT_FOUND for a variant that does not exist', async () => {
    await expectRefused(await add(999_999, 1), 404, 'VARIANT_NOT_FOUND');
  });

  it('refuses a quantity below the minimum and one off the steps, and takes one on them', async () => {
    const { minQuantity: min, stepQuantity: step } = stepped;
    await expectRefused(await add(stepped.id, min - 1), 422, 'QUANTITY_BELOW_MINIMUM');
    await expectRefused(await add(stepped.id, min + 1), 422, 'QUANTITY_NOT_IN_STEPS');
    const response = await add(stepped.id, min + step);
    expect(response.status).toBe(200);
    const cart: Cart = (await response.json()).cart;
    expect(cart.items[0]).toMatchObject({
      quantity: min + step,
      item_variant: { min_quantity: min, step_quantity: step },
    });
  });

  it('checks the steps on the line’s resulting quantity', async () => {
    const { minQuantity: min, stepQuantity: step } = stepped;
    const token = cartTokenSetBy(await add(stepped.id, min))!;
    await expectRefused(await add(stepped.id, 1, token), 422, 'QUANTITY_NOT_IN_STEPS');
    const response = await add(stepped.id, step, token);
    expect(response.status).toBe(200);
    expect((await response.json()).cart.items[0].quantity).toBe(min + step);
  });

  it('refuses more than the stock of a variant without backorder, also summed over adds', async () => {
    await expectRefused(await add(limited.id, limited.stock + 1), 422, 'OUT_OF_STOCK');
    const token = cartTokenSetBy(await add(limited.id, limited.stock))!;
    await expectRefused(await add(limited.id, 1, token), 422, 'OUT_OF_STOCK');
  });

  it('refuses a line above 9999 pieces', async () => {
    const token = cartTokenSetBy(await add(onBackorder.id, 9_000))!;
    await expectRefused(await add(onBackorder.id, 1_000, token), 422, 'QUANTITY_ABOVE_MAXIMUM');
  });

  it('orders a backorder variant beyond its stock as an item with deposit, 100 % up front', async () => {
    const token = cartTokenSetBy(await add(normal.id, 2))!;
    const response = await add(onBackorder.id, 3, token);
    expect(response.status).toBe(200);
    const cart: Cart = (await response.json()).cart;
    const deposit = cart.items.find((item) => item.item_variant.id === onBackorder.id)!;
    const plain = cart.items.find((item) => item.item_variant.id === normal.id)!;
    const depositWithVat = grossOf(onBackorder.czkNet, vatRateOf(onBackorder, 'cz')) * 3;
    const plainWithVat = grossOf(normal.czkNet, vatRateOf(normal, 'cz')) * 2;
    expect(deposit).toMatchObject({ has_deposit: true, total_with_vat: depositWithVat });
    expect(deposit.item_variant).toMatchObject({ stock: 0, backorder: true });
    expect(plain.has_deposit).toBe(false);
    expect(cart).toMatchObject({
      deposit_percentage: 100,
      deposit_type_selected: 'whole',
      has_items_with_deposit: true,
      has_items_without_deposit: true,
      total_with_vat: depositWithVat + plainWithVat,
      total_deposit_with_vat: depositWithVat,
      total_deposit_without_vat: onBackorder.czkNet * 3,
      total_deposit_rest_with_vat: 0,
      total_deposit_rest_without_vat: 0,
      pay_deposit_with_vat: depositWithVat + plainWithVat,
      pay_deposit_without_vat: onBackorder.czkNet * 3 + normal.czkNet * 2,
      pay_deposit_rest_with_vat: 0,
      pay_deposit_rest_without_vat: 0,
    });
  });

  it('refuses an inactive variant or one of an inactive product', async () => {
    const [spare, spareOfProduct] = await pickVariants(
      db(),
      sql`not v.backorder and v.stock >= 5 and v.step_quantity = 1 and v.id <> ${normal.id}
          and v.id <> ${limited.id}`,
      2,
    );
    await db().update(variants).set({ isActive: false }).where(eq(variants.id, spare!.id));
    await expectRefused(await add(spare!.id, 1), 422, 'VARIANT_NOT_AVAILABLE');

    await db().execute(sql`update products set is_active = false
      where id = (select product_id from variants where id = ${spareOfProduct!.id})`);
    await expectRefused(await add(spareOfProduct!.id, 1), 422, 'VARIANT_NOT_AVAILABLE');
  });

  it('refuses a variant without a price in the shop', async () => {
    const unpriced = await pickVariant(
      db(),
      sql`not v.backorder and v.stock >= 5 and v.step_quantity = 1
          and v.id not in (${normal.id}, ${limited.id})`,
    );
    await db()
      .delete(variantPrices)
      .where(and(eq(variantPrices.variantId, unpriced.id), eq(variantPrices.channel, 'cz')));
    await expectRefused(await add(unpriced.id, 1), 422, 'PRICE_NOT_AVAILABLE');
  });
});
