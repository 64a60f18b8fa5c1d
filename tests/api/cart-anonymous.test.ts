import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { cartResponseSchema, cartWithShippingsResponseSchema, type Cart } from '@/lib/api/contract/cart';
import { carts } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { cartTokenHash } from '@/lib/server/services/cart/cart-token';
import {
  cartTokenSetBy,
  getFrom,
  grossOf,
  pickVariant,
  pickVariants,
  putTo,
  vatRateOf,
  type CallOptions,
  type TestVariant,
} from './cart-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const cartRoute = await import('@/app/api/cart/route');
const addRoute = await import('@/app/api/cart/add-to-cart/route');
const removeRoute = await import('@/app/api/cart/remove-from-cart/route');

function db() {
  return current.database!.db;
}

async function add(itemVariantId: number, quantity: number, options: CallOptions = {}) {
  return putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: itemVariantId, quantity }, options);
}

async function cartOf(response: Response): Promise<Cart> {
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(cartResponseSchema.parse(body)).toEqual(body);
  return body.cart;
}

describe.each(drivers)('the anonymous visitor’s cart on %s', (driver) => {
  let normal: TestVariant;
  let other: TestVariant;
  let withoutEur: TestVariant;
  let czkPerEur: number;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    const pair = await pickVariants(
      db(),
      sql`not v.backorder and v.stock >= 20 and v.min_quantity = 1 and v.step_quantity = 1
          and eur.net_price is not null`,
      2,
    );
    normal = pair[0]!;
    other = pair[1]!;
    withoutEur = await pickVariant(
      db(),
      sql`not v.backorder and v.stock >= 5 and v.step_quantity = 1 and eur.net_price is null`,
    );
    const [rate] = sqlRows<{ value: string }>(
      await db().execute(sql`select value from settings where key = 'exchange_rate_eur_czk'`),
    );
    czkPerEur = Number.parseFloat(rate!.value);
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('answers an empty cart to a visitor without one, and sets no cookie', async () => {
    const response = await getFrom(cartRoute.GET);
    expect(response.headers.getSetCookie()).toEqual([]);
    const cart = await cartOf(response);
    expect(cart).toMatchObject({
      cart_status: 'WAITING',
      items: [],
      item_count: 0,
      currency_code: 'CZK',
      country_code: 'CZ',
      channel: 'cz',
      is_b2b: false,
      is_vat_payer: false,
      deposit_percentage: 100,
      deposit_type_selected: 'whole',
      customer_data: { is_filled: false },
      sale_order_rules: { customer_data_requirements: 'FULL' },
      selected_shipping_id: null,
      selected_shipping_branch_id: null,
      selected_payment_id: null,
      guessed_current_step: 'cart',
      has_items_with_deposit: false,
      has_items_without_deposit: false,
      discount_order_part: 'WHOLE',
      shipping_and_payment_order_part: 'WHOLE',
      total_with_vat: 0,
      total_without_vat: 0,
      pay_deposit_with_vat: 0,
      free_shipping: { threshold: 300_000, remaining: 300_000, percentage: 0 },
    });
    expect(cart.domains.map((domain) => domain.channel)).toEqual(['cz', 'sk']);
    expect(await db().select().from(carts)).toEqual([]);
  });

  it('creates the cart on the first add: an httpOnly cookie with a readable marker, and only its hash in the database', async () => {
    const response = await add(normal.id, 2);
    const [cookie, marker] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^cart_token=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);
    expect(marker).toMatch(/^has_cart=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const token = cartTokenSetBy(response)!;
    const cart = await cartOf(response);
    expect(cart.items).toHaveLength(1);

    const [row] = await db()
      .select()
      .from(carts)
      .where(eq(carts.tokenHash, cartTokenHash(token, 'cz')));
    expect(row).toMatchObject({ channel: 'cz', userId: null, status: 'WAITING' });
    const stored = await db().execute(sql`select * from carts`);
    expect(JSON.stringify(stored)).not.toContain(token);

    const again = await getFrom(cartRoute.GET, '', { cartToken: token });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await cartOf(again)).items.map((item) => item.item_variant.id)).toEqual([normal.id]);
  });

  it('prices CZK lines from the list price: unit gross rounded, line = unit × quantity', async () => {
    const first = await add(normal.id, 3);
    const token = cartTokenSetBy(first)!;
    const cart = await cartOf(await add(other.id, 2, { cartToken: token }));

    const normalRate = vatRateOf(normal, 'cz');
    const otherRate = vatRateOf(other, 'cz');
    const normalGross = grossOf(normal.czkNet, normalRate);
    const otherGross = grossOf(other.czkNet, otherRate);
    expect(cart.items).toEqual([
      expect.objectContaining({
        quantity: 3,
        unit_price_without_vat: normal.czkNet,
        unit_price_with_vat: normalGross,
        total_without_vat: normal.czkNet * 3,
        total_with_vat: normalGross * 3,
        vat_rate: normalRate,
        has_deposit: false,
      }),
      expect.objectContaining({
        quantity: 2,
        unit_price_without_vat: other.czkNet,
        unit_price_with_vat: otherGross,
        total_with_vat: otherGross * 2,
        vat_rate: otherRate,
      }),
    ]);
    const totalWithVat = normalGross * 3 + otherGross * 2;
    expect(cart).toMatchObject({
      item_count: 5,
      total_with_vat: totalWithVat,
      total_without_vat: normal.czkNet * 3 + other.czkNet * 2,
      pay_deposit_with_vat: totalWithVat,
      pay_deposit_rest_with_vat: 0,
      total_deposit_with_vat: 0,
      has_items_without_deposit: true,
      has_items_with_deposit: false,
      total_cart_item_discount_with_vat: 0,
    });
    const remaining = Math.max(0, 300_000 - totalWithVat);
    expect(cart.free_shipping.remaining).toBe(remaining);
    expect(cart.free_shipping.percentage).toBeCloseTo(Math.min(100, (totalWithVat / 300_000) * 100), 1);
  });

  it('describes the item’s variant with its localized product page', async () => {
    const cart = await cartOf(await add(normal.id, 1, { locale: 'en' }));
    const [item] = cart.items;
    const [expected] = sqlRows<{
      product: string;
      variant: string;
      slug: string;
      code: string;
      product_id: number;
    }>(
      await db().execute(sql`
        select pt.name as product, vt.name as variant, pt.slug, v.code, v.product_id
        from variants v
        join product_translations pt on pt.product_id = v.product_id and pt.locale = 'en'
        join variant_translations vt on vt.variant_id = v.id and vt.locale = 'en'
        where v.id = ${normal.id}`),
    );
    expect(item!.item_variant).toMatchObject({
      id: normal.id,
      code: expected!.code,
      name: `${expected!.product}, ${expected!.variant}`,
      product_id: expected!.product_id,
      product_url: `/en/product/${expected!.slug}`,
      min_quantity: 1,
      step_quantity: 1,
      stock: normal.stock,
      backorder: false,
    });
  });

  it('derives a missing EUR price from the CZK price at the exchange rate', async () => {
    const cart = await cartOf(await add(withoutEur.id, 2, { channel: 'sk' }));
    const unitNet = Math.round(withoutEur.czkNet / czkPerEur);
    const rate = vatRateOf(withoutEur, 'sk');
    expect(cart).toMatchObject({ currency_code: 'EUR', country_code: 'SK', channel: 'sk' });
    expect(cart.items[0]).toMatchObject({
      unit_price_without_vat: unitNet,
      unit_price_with_vat: grossOf(unitNet, rate),
      total_with_vat: grossOf(unitNet, rate) * 2,
      vat_rate: rate,
    });
    expect(cart.free_shipping.threshold).toBe(12_000);
  });

  it('prices an EUR line from its own EUR price when there is one', async () => {
    const cart = await cartOf(await add(normal.id, 1, { channel: 'sk' }));
    expect(cart.items[0]).toMatchObject({
      unit_price_without_vat: normal.eurNet,
      unit_price_with_vat: grossOf(normal.eurNet!, vatRateOf(normal, 'sk')),
    });
  });

  it('adds to the line when the same variant is added again', async () => {
    const token = cartTokenSetBy(await add(normal.id, 2))!;
    const second = await add(normal.id, 5, { cartToken: token });
    expect(second.headers.getSetCookie()).toEqual([]);
    const cart = await cartOf(second);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 7 });
    expect(cart.item_count).toBe(7);
  });

  it('removes a line, and answers 404 CART_ITEM_NOT_FOUND for a line that is not there', async () => {
    const token = cartTokenSetBy(await add(normal.id, 1))!;
    await add(other.id, 1, { cartToken: token });
    const removed = await putTo(
      removeRoute.PUT,
      'remove-from-cart',
      { item_variant_id: normal.id },
      {
        cartToken: token,
      },
    );
    const cart = await cartOf(removed);
    expect(cart.items.map((item) => item.item_variant.id)).toEqual([other.id]);

    const missing = await putTo(
      removeRoute.PUT,
      'remove-from-cart',
      { item_variant_id: normal.id },
      {
        cartToken: token,
      },
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'CART_ITEM_NOT_FOUND', message: expect.any(String) });

    const noCart = await putTo(removeRoute.PUT, 'remove-from-cart', { item_variant_id: normal.id });
    expect(noCart.status).toBe(404);
    expect((await noCart.json()).code).toBe('CART_ITEM_NOT_FOUND');
  });

  it('refuses a change without X-Channel-Id with 403', async () => {
    const response = await add(normal.id, 1, { channel: null });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'MISSING_CHANNEL_HEADER' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('keeps each shop’s cart to itself under one cookie', async () => {
    const token = cartTokenSetBy(await add(normal.id, 4, { channel: 'cz' }))!;
    const inSk = await cartOf(await getFrom(cartRoute.GET, '', { channel: 'sk', cartToken: token }));
    expect(inSk).toMatchObject({ channel: 'sk', currency_code: 'EUR', items: [], item_count: 0 });

    const skAdd = await add(other.id, 1, { channel: 'sk', cartToken: token });
    expect(skAdd.headers.getSetCookie()).toEqual([]);
    expect((await cartOf(skAdd)).items.map((item) => item.item_variant.id)).toEqual([other.id]);
    const inCz = await cartOf(await getFrom(cartRoute.GET, '', { channel: 'cz', cartToken: token }));
    expect(inCz.items.map((item) => [item.item_variant.id, item.quantity])).toEqual([[normal.id, 4]]);
  });

  it('starts a new cart with a new cookie when the cookie’s cart was ordered', async () => {
    const token = cartTokenSetBy(await add(normal.id, 1))!;
    await db()
      .update(carts)
      .set({ status: 'ORDERED' })
      .where(eq(carts.tokenHash, cartTokenHash(token, 'cz')));
    expect((await cartOf(await getFrom(cartRoute.GET, '', { cartToken: token }))).items).toEqual([]);
    const response = await add(other.id, 1, { cartToken: token });
    const newToken = cartTokenSetBy(response);
    expect(newToken).not.toBeNull();
    expect(newToken).not.toBe(token);
    expect((await cartOf(response)).items.map((item) => item.item_variant.id)).toEqual([other.id]);
  });

  it('ignores a cookie that is not a cart token', async () => {
    const response = await getFrom(cartRoute.GET, '', { cartToken: 'not-a-token' });
    expect((await cartOf(response)).items).toEqual([]);
  });

  it('answers the checkout’s shippings, payments and shops with ?with_shippings_and_payments=1', async () => {
    const token = cartTokenSetBy(await add(normal.id, 1))!;
    const response = await getFrom(cartRoute.GET, '?with_shippings_and_payments=1', { cartToken: token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(cartWithShippingsResponseSchema.parse(body)).toEqual(body);
    expect(body.cart.items).toHaveLength(1);
    expect(body.addresses).toEqual([]);
    expect(body.domains).toEqual([
      expect.objectContaining({ domain: 'cz.localhost', country: 'CZ', channel: 'cz' }),
      expect.objectContaining({ domain: 'sk.localhost', country: 'SK', channel: 'sk' }),
    ]);
    const { shippings, payments, has_sving_delivery } = body.shippings_and_payments;
    expect(has_sving_delivery).toBe(false);
    const shippingIds = sqlRows<{ id: number }>(
      await db().execute(sql`select id from shippings where is_active order by position, id`),
    ).map((row) => row.id);
    expect(shippings.map((shipping: { id: number }) => shipping.id)).toEqual(shippingIds);
    const courier = shippings.find((shipping: { price: number }) => shipping.price === 14_900);
    expect(courier).toMatchObject({ name: 'Courier to your address', module: { type: 'COURIER' } });
    expect(courier.payments).toContainEqual({ id_payment: expect.any(Number), price: 3_900 });
    const pickup = shippings.find(
      (shipping: { module: { type: string } }) => shipping.module.type === 'CHOOSE_BRANCH_INPUT',
    );
    expect(pickup.module.branches.length).toBeGreaterThan(0);
    expect(pickup.module.branches.every((branch: { country: string }) => branch.country === 'CZ')).toBe(true);
    // A visitor is offered no payment by invoice: that is for B2B customers allowed it.
    expect(payments.map((payment: { name: string }) => payment.name)).not.toContainEqual(
      expect.stringMatching(/invoice/i),
    );
    expect(payments.length).toBeGreaterThan(0);
  });

  it('answers the shippings and payments with add-to-cart when asked for them', async () => {
    const response = await putTo(addRoute.PUT, 'add-to-cart', {
      item_variant_id: normal.id,
      quantity: 1,
      fetch_shippings_and_payments: true,
    });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.shippings_and_payments.shippings.length).toBeGreaterThan(0);
    const plain = await (await add(normal.id, 1)).json();
    expect(plain).not.toHaveProperty('shippings_and_payments');
  });
});
