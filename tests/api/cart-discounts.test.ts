import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/api/contract/cart';
import { provideDatabase } from '@/lib/server/db';
import { discountCodes, settings, users } from '@/lib/server/db/schema';
import { SETTING_FREE_SHIPPING_THRESHOLD_CZ } from '@/lib/server/db/settings-keys';
import { cartTokenHash } from '@/lib/server/services/cart/cart-token';
import { mergeAnonymousCart } from '@/lib/server/services/cart/merge-anonymous-cart';
import {
  cartTokenSetBy,
  checkoutIds,
  expectRefusal,
  getFrom,
  pickVariant,
  pickVariants,
  putTo,
  signInAs,
  type CallOptions,
  type CheckoutIds,
  type TestVariant,
} from './cart-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';
import { soleCustomerIdOf } from './support/selected-customer';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const cartRoute = await import('@/app/api/cart/route');
const addRoute = await import('@/app/api/cart/add-to-cart/route');
const addCodeRoute = await import('@/app/api/cart/add-discount-code/route');
const removeCodeRoute = await import('@/app/api/cart/remove-discount-code/route');
const shippingRoute = await import('@/app/api/cart/select-shipping/route');
const paymentRoute = await import('@/app/api/cart/select-payment/route');

const CONSUMER = 'zakaznik@horeca-shop.localhost';
const MANAGER = 'b2b.manazer@horeca-shop.localhost';

function db() {
  return current.database!.db;
}

async function cartOf(response: Response): Promise<Cart> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(body.shippings_and_payments).toBeDefined();
  return body.cart;
}

async function currentCart(options: CallOptions): Promise<Cart> {
  return (await (await getFrom(cartRoute.GET, '', options)).json()).cart;
}

function addCode(code: string, options: CallOptions) {
  return putTo(addCodeRoute.PUT, 'add-discount-code', { code }, options);
}

async function expectCodeRefused(code: string, status: number, errorCode: string, options: CallOptions) {
  const before = await currentCart(options);
  await expectRefusal(await addCode(code, options), status, errorCode);
  expect(await currentCart(options)).toEqual(before);
}

describe.each(drivers)('discount codes and the totals of the cart on %s', (driver) => {
  let ids: CheckoutIds;
  let standard: TestVariant;
  let reduced: TestVariant;
  let cheapEur: TestVariant;

  async function visitorCart(
    lines: [TestVariant, number][],
    channel: 'cz' | 'sk' = 'cz',
  ): Promise<CallOptions> {
    let options: CallOptions = { channel };
    for (const [variant, quantity] of lines) {
      const response = await putTo(
        addRoute.PUT,
        'add-to-cart',
        { item_variant_id: variant.id, quantity },
        options,
      );
      expect(response.status).toBe(200);
      options = { channel, cartToken: options.cartToken ?? cartTokenSetBy(response)! };
    }
    return options;
  }

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    ids = await checkoutIds(db());
    const plain = sql`not v.backorder and v.stock >= 20 and v.min_quantity = 1 and v.step_quantity = 1`;
    [standard, reduced] = await pickVariants(db(), sql`${plain} and czk.net_price >= 5000`, 2).then(
      ([first, second]) => [first!, second!],
    );
    // The small demo catalog has only standard-rate goods: one product gets the reduced rate.
    await db().execute(
      sql`update products set vat_class = 'reduced' where id = (select product_id from variants where id = ${reduced.id})`,
    );
    reduced = { ...reduced, vatClass: 'reduced' };
    // EUR prices are derived from CZK ones (rate 25.20): 2–16 EUR net.
    cheapEur = await pickVariant(db(), sql`${plain} and czk.net_price between 5000 and 40000`);
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('applies a code in any case and takes its percentage off the goods, per VAT rate', async () => {
    const visitor = await visitorCart([
      [standard, 3],
      [reduced, 2],
    ]);
    const cart = await cartOf(await addCode('  vitejte10 ', visitor));
    const discount = Math.round(cart.goods_total_with_vat / 10);
    const [code] = await db().select().from(discountCodes).where(eq(discountCodes.code, 'VITEJTE10'));
    expect(cart.discounts).toEqual([
      {
        id: code!.id,
        code: 'VITEJTE10',
        kind: 'percent',
        value: 10,
        amount_with_vat: discount,
        amount_without_vat: cart.discount_total_without_vat,
      },
    ]);
    expect(cart).toMatchObject({
      discount_total_with_vat: discount,
      total_with_vat: cart.goods_total_with_vat - discount,
      total_without_vat: cart.goods_total_without_vat - cart.discount_total_without_vat,
      pay_deposit_with_vat: cart.goods_total_with_vat - discount,
    });
    expect(cart.vat_summary.map((line) => line.rate)).toEqual([21, 12]);
    const standardGoods = cart.items.find((item) => item.item_variant.id === standard.id)!.total_with_vat;
    const reducedGoods = cart.items.find((item) => item.item_variant.id === reduced.id)!.total_with_vat;
    const [high, low] = cart.vat_summary;
    // The discount is spread over the rates in proportion to their goods (to the unit).
    expect(
      Math.abs(standardGoods - high!.total - (discount * standardGoods) / cart.goods_total_with_vat),
    ).toBeLessThan(1);
    expect(
      Math.abs(reducedGoods - low!.total - (discount * reducedGoods) / cart.goods_total_with_vat),
    ).toBeLessThan(1);
    for (const line of cart.vat_summary) {
      expect(line.vat).toBe(line.total - line.base);
      expect(Math.abs(line.base - (line.total * 100) / (100 + line.rate))).toBeLessThan(1);
    }
    expect(high!.total + low!.total).toBe(cart.total_with_vat);
    expect(high!.base + low!.base).toBe(cart.total_without_vat);

    // The same code again changes nothing.
    expect(await cartOf(await addCode('VITEJTE10', visitor))).toEqual(cart);
  });

  it('refuses codes by every rule, with nothing changed', async () => {
    const visitor = await visitorCart([[standard, 1]]);
    await expectCodeRefused('NEEXISTUJE', 404, 'DISCOUNT_CODE_NOT_FOUND', visitor);
    await expectCodeRefused('NEAKTIVNY', 404, 'DISCOUNT_CODE_NOT_FOUND', visitor);
    await expectCodeRefused('VITAJTE10', 422, 'DISCOUNT_CODE_OTHER_SHOP', visitor);
    await expectCodeRefused('HORECA500', 422, 'DISCOUNT_CODE_NOT_FOR_CUSTOMER', visitor);
    await expectCodeRefused('NOVINKA15', 422, 'DISCOUNT_CODE_NOT_YET_VALID', visitor);
    await expectCodeRefused('LETO2026', 422, 'DISCOUNT_CODE_EXPIRED', visitor);
    await expectCodeRefused('VYCERPANY', 422, 'DISCOUNT_CODE_USED_UP', visitor);
    const invalid = await addCode('', visitor);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { code: ['required'] } });
    await expectRefusal(await addCode('VITEJTE10', {}), 422, 'CART_EMPTY');
  });

  it('wants the minimum goods total of an amount code, in the shop of its currency', async () => {
    const visitor = await visitorCart([[cheapEur, 1]], 'sk');
    await expectCodeRefused('MINUS5EUR', 422, 'DISCOUNT_CODE_MINIMUM_ORDER', visitor);
    // The refusal names the minimum, so the shopper knows how much to add.
    expect((await (await addCode('MINUS5EUR', visitor)).json()).message).toMatch(/ 50,00\u00a0€ /);
    const quantity = Math.ceil(5_000 / (await currentCart(visitor)).items[0]!.unit_price_with_vat);
    await putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: cheapEur.id, quantity }, visitor);
    const cart = await cartOf(await addCode('minus5eur', visitor));
    expect(cart).toMatchObject({
      currency_code: 'EUR',
      discount_total_with_vat: 500,
      total_with_vat: cart.goods_total_with_vat - 500,
    });
  });

  it('keeps B2B codes for B2B customers and B2C codes for consumers', async () => {
    const manager = { sessionToken: await signInAs(db(), MANAGER) };
    await putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: standard.id, quantity: 1 }, manager);
    await expectCodeRefused('B2C5', 422, 'DISCOUNT_CODE_NOT_FOR_CUSTOMER', manager);
    const consumer = { sessionToken: await signInAs(db(), CONSUMER) };
    await putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: standard.id, quantity: 1 }, consumer);
    const cart = await cartOf(await addCode('B2C5', consumer));
    expect(cart.discounts.map((code) => code.code)).toEqual(['B2C5']);
  });

  it('caps several codes together at the maximum cart discount', async () => {
    const visitor = await visitorCart([[standard, 2]]);
    await cartOf(await addCode('VITEJTE10', visitor));
    await cartOf(await addCode('AKCIA7', visitor));
    const cart = await cartOf(await addCode('LIMIT1', visitor));
    const goods = cart.goods_total_with_vat;
    const cap = Math.floor((goods * 30) / 100);
    const first = Math.round(goods / 10);
    const second = Math.round((goods * 7) / 100);
    expect(cart.discounts.map((code) => [code.code, code.amount_with_vat])).toEqual([
      ['VITEJTE10', first],
      ['AKCIA7', second],
      ['LIMIT1', cap - first - second],
    ]);
    expect(cart.discount_total_with_vat).toBe(cap);
    expect(cart.discounts.reduce((sum, code) => sum + code.amount_without_vat, 0)).toBe(
      cart.discount_total_without_vat,
    );
    expect(cart.total_with_vat).toBe(goods - cap);

    const limit1 = cart.discounts.find((code) => code.code === 'LIMIT1')!;
    const after = await cartOf(
      await putTo(removeCodeRoute.PUT, 'remove-discount-code', { discount_code_id: limit1.id }, visitor),
    );
    expect(after.discounts.map((code) => code.code)).toEqual(['VITEJTE10', 'AKCIA7']);
    expect(after.discount_total_with_vat).toBe(first + second);
    const before = await currentCart(visitor);
    await expectRefusal(
      await putTo(removeCodeRoute.PUT, 'remove-discount-code', { discount_code_id: limit1.id }, visitor),
      404,
      'DISCOUNT_CODE_NOT_IN_CART',
    );
    expect(await currentCart(visitor)).toEqual(before);
  });

  it('counts free shipping from the goods after the discount', async () => {
    const visitor = await visitorCart([[standard, 1]]);
    await putTo(
      shippingRoute.PUT,
      'select-shipping',
      { shipping_id: ids.shipping.courier, branch_id: null },
      visitor,
    );
    const goods = (await currentCart(visitor)).goods_total_with_vat;
    await db()
      .update(settings)
      .set({ value: String(goods) })
      .where(eq(settings.key, SETTING_FREE_SHIPPING_THRESHOLD_CZ));
    try {
      const free = await currentCart(visitor);
      expect(free).toMatchObject({
        free_shipping: { threshold: goods, remaining: 0, percentage: 100 },
        shipping_price_with_vat: 0,
        total_with_vat: goods,
      });
      const discounted = await cartOf(await addCode('VITEJTE10', visitor));
      const discount = Math.round(goods / 10);
      expect(discounted).toMatchObject({
        free_shipping: { threshold: goods, remaining: discount },
        shipping_price_with_vat: 14_900,
        total_with_vat: goods - discount + 14_900,
      });
      expect(discounted.free_shipping.percentage).toBeLessThan(100);
    } finally {
      await db()
        .update(settings)
        .set({ value: '300000' })
        .where(eq(settings.key, SETTING_FREE_SHIPPING_THRESHOLD_CZ));
    }
  });

  it('keeps the visitor’s codes and choices at login where they hold for the user', async () => {
    const visitor = await visitorCart([[standard, 1]]);
    await cartOf(await addCode('VITEJTE10', visitor));
    await cartOf(await addCode('B2C5', visitor));
    await cartOf(
      await putTo(
        shippingRoute.PUT,
        'select-shipping',
        { shipping_id: ids.shipping.courier, branch_id: null },
        visitor,
      ),
    );
    await cartOf(await putTo(paymentRoute.PUT, 'select-payment', { payment_id: ids.payment.card }, visitor));

    const [managerRow] = await db().select({ id: users.id }).from(users).where(eq(users.email, MANAGER));
    const manager = { id: managerRow!.id, customerId: await soleCustomerIdOf(db(), MANAGER) };
    const managerSession = { sessionToken: await signInAs(db(), MANAGER) };
    const own = await currentCart(managerSession);
    await mergeAnonymousCart(
      db(),
      cartTokenHash(visitor.cartToken!, 'cz'),
      manager!.id,
      manager!.customerId,
      'cz',
    );
    const merged = await currentCart(managerSession);
    // B2C5 is for consumers: the B2B customer's cart leaves it out.
    expect(merged.discounts.map((code) => code.code)).toEqual(['VITEJTE10']);
    expect(merged.selected_shipping_id).toBe(own.selected_shipping_id ?? ids.shipping.courier);
    expect(merged.selected_payment_id).toBe(own.selected_payment_id ?? ids.payment.card);
  });
});
