import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitOrderResponseSchema } from '@/lib/api/contract/order';
import { createSession } from '@/lib/server/auth/sessions';
import { provideDatabase } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { grossOf, pickVariants, vatRateOf, type CallOptions, type TestVariant } from './cart-helpers';
import {
  billingInformation,
  fillCheckout,
  getCart,
  loadCheckoutRoutes,
  orderCount,
  stockOf,
  submit,
  type CheckoutRoutes,
} from './order-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);
const routes: CheckoutRoutes = await loadCheckoutRoutes();

function db() {
  return current.database!.db;
}

interface OrderRow {
  id: number;
  number: string;
  token: string;
  status: string;
  payment_status: string;
  payment_type: string;
  total_with_vat: number;
  goods_total_with_vat: number;
  shipping_name: string;
  payment_name: string;
  billing_address: Record<string, string>;
  locale: string;
}

async function orderRow(id: number): Promise<OrderRow> {
  const [row] = sqlRows<OrderRow>(await db().execute(sql`select * from orders where id = ${id}`));
  return row!;
}

async function orderItemsOf(id: number) {
  return sqlRows<{
    variant_id: number;
    quantity: number;
    unit_price_with_vat: number;
    total_with_vat: number;
    with_deposit: boolean;
    quantity_from_stock: number;
  }>(await db().execute(sql`select * from order_items where order_id = ${id} order by id`));
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toMatchObject({ code, message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
  return body as { code: string; message: string; fields?: Record<string, string[]> };
}

describe.each(drivers)('submitting an order on %s', (driver) => {
  let first: TestVariant;
  let second: TestVariant;
  let spare: TestVariant[];

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    const picked = await pickVariants(
      db(),
      sql`not v.backorder and v.stock >= 30 and v.min_quantity = 1 and v.step_quantity = 1`,
      9,
    );
    [first, second, ...spare] = picked as [TestVariant, TestVariant, ...TestVariant[]];
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('turns the checked-out cart into a numbered order priced by the server, and empties the cart', async () => {
    const options: CallOptions = { locale: 'sk' };
    const stockBefore = [await stockOf(db(), first.id), await stockOf(db(), second.id)];
    const { cartToken, cart } = await fillCheckout(
      routes,
      db(),
      [
        { variantId: first.id, quantity: 2 },
        { variantId: second.id, quantity: 1 },
      ],
      options,
    );
    expect(cart.can_submit).toBe(true);

    // Prices, totals and a status sent along are not part of the request: they change nothing.
    const response = await submit(routes, {
      ...options,
      cartToken,
      body: { terms_accepted: true, total_with_vat: 1, items: [{ id: first.id, unit_price_with_vat: 1 }] },
    });
    expect(response.status).toBe(201);
    const body = submitOrderResponseSchema.parse(await response.json());
    expect(body.order.number).toMatch(/^\d{4}-CZ-\d{6}$/);
    expect(body.order.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.redirect_url).toBe(`/objednavka/dakujeme/${body.order.id}/${body.order.token}`);
    expect(body.cart).toMatchObject({ items: [], item_count: 0, cart_status: 'WAITING' });

    const order = await orderRow(body.order.id);
    expect(order).toMatchObject({
      number: body.order.number,
      token: body.order.token,
      status: 'new',
      payment_status: 'unpaid',
      payment_type: 'CASH_ON_DELIVERY',
      total_with_vat: cart.total_with_vat,
      goods_total_with_vat: cart.goods_total_with_vat,
      locale: 'sk',
    });
    expect(order.shipping_name.length).toBeGreaterThan(0);
    expect(order.payment_name.length).toBeGreaterThan(0);
    expect(order.billing_address).toMatchObject({ email: billingInformation.email, city: 'Praha' });
    const items = await orderItemsOf(order.id);
    expect(items.map((item) => [item.variant_id, item.quantity, item.unit_price_with_vat])).toEqual([
      [first.id, 2, grossOf(first.czkNet, vatRateOf(first, 'cz'))],
      [second.id, 1, grossOf(second.czkNet, vatRateOf(second, 'cz'))],
    ]);
    expect(items.every((item) => !item.with_deposit && item.quantity_from_stock === item.quantity)).toBe(
      true,
    );
    expect([await stockOf(db(), first.id), await stockOf(db(), second.id)]).toEqual([
      stockBefore[0]! - 2,
      stockBefore[1]! - 1,
    ]);
    const history = sqlRows<{ status: string }>(
      await db().execute(sql`select status from order_status_history where order_id = ${order.id}`),
    );
    expect(history).toEqual([{ status: 'new' }]);

    // The visitor's cookie now finds an empty cart; the next add starts a new one.
    const after = await getCart(routes, { ...options, cartToken });
    expect(after.items).toEqual([]);
  });

  it('numbers orders one after another and sends a card payment to the complete-order page in English', async () => {
    const { cartToken } = await fillCheckout(
      routes,
      db(),
      [{ variantId: spare[0]!.id, quantity: 1 }],
      { locale: 'en' },
      { shipping: 'courier', payment: 'card' },
    );
    const a = submitOrderResponseSchema.parse(
      await (await submit(routes, { locale: 'en', cartToken })).json(),
    );
    expect(a.redirect_url).toBe(`/en/complete-order/${a.order.id}/${a.order.token}`);
    const other = await fillCheckout(routes, db(), [{ variantId: spare[0]!.id, quantity: 1 }], {
      locale: 'en',
    });
    const b = submitOrderResponseSchema.parse(
      await (await submit(routes, { locale: 'en', cartToken: other.cartToken })).json(),
    );
    expect(b.redirect_url).toBe(`/en/order/thank-you/${b.order.id}/${b.order.token}`);
    const sequence = (number: string) => Number(number.slice(-6));
    expect(sequence(b.order.number)).toBe(sequence(a.order.number) + 1);
  });

  it('orders beyond the stock of a backorder variant as a deposit item; a cancel returns what it took', async () => {
    const variant = spare[5]!;
    await db().execute(sql`update variants set backorder = true, stock = 2 where id = ${variant.id}`);
    const { cartToken, cart } = await fillCheckout(
      routes,
      db(),
      [{ variantId: variant.id, quantity: 5 }],
      {},
      {
        shipping: 'courier',
        payment: 'bank-transfer',
      },
    );
    expect(cart.items[0]!.has_deposit).toBe(true);
    const response = await submit(routes, { cartToken });
    expect(response.status).toBe(201);
    const { order } = submitOrderResponseSchema.parse(await response.json());
    expect(await stockOf(db(), variant.id)).toBe(0);
    const [item] = await orderItemsOf(order.id);
    expect(item).toMatchObject({ quantity: 5, with_deposit: true, quantity_from_stock: 2 });

    const { changeOrderStatus } = await import('@/lib/server/services/orders/order-status');
    const [admin] = sqlRows<{ id: number }>(
      await db().execute(sql`select id from users where 'ROLE_SUPERADMIN' = any(roles) limit 1`),
    );
    await changeOrderStatus(
      db(),
      { kind: 'staff', userId: admin!.id, roles: ['ROLE_SUPERADMIN'] },
      { orderId: order.id, status: 'cancelled' },
    );
    expect(await stockOf(db(), variant.id)).toBe(2);
  });

  it('places a signed-in customer’s order under their account; their key answers them the same order', async () => {
    const [user] = sqlRows<{ id: number }>(
      await db().execute(sql`select id from users where email = 'zakaznik@horeca-shop.localhost'`),
    );
    const sessionToken = await createSession(db(), user!.id, { ip: '203.0.113.7', userAgent: null });
    const options: CallOptions = { sessionToken, locale: 'cs' };
    await fillCheckout(routes, db(), [{ variantId: spare[6]!.id, quantity: 1 }], options);
    const key = `order-key-${driver}-signed-in`;
    const response = await submit(routes, { ...options, idempotencyKey: key });
    expect(response.status).toBe(201);
    const placed = submitOrderResponseSchema.parse(await response.json());
    expect(placed.redirect_url).toBe(`/cs/objednavka/dakujeme/${placed.order.id}/${placed.order.token}`);
    const [row] = sqlRows<{ user_id: number; customer_id: number | null; locale: string }>(
      await db().execute(sql`select user_id, customer_id, locale from orders where id = ${placed.order.id}`),
    );
    expect(row).toEqual({ user_id: user!.id, customer_id: null, locale: 'cs' });
    expect((await getCart(routes, options)).items).toEqual([]);

    const again = await submit(routes, { ...options, idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(submitOrderResponseSchema.parse(await again.json()).order).toEqual(placed.order);
  });

  describe('refusals change nothing', () => {
    async function snapshot(variantId: number, cartToken: string | null) {
      return {
        orders: await orderCount(db()),
        stock: await stockOf(db(), variantId),
        cart: cartToken ? await getCart(routes, { cartToken }) : null,
      };
    }

    it('refuses a visitor without a cart: nothing to order', async () => {
      const before = await orderCount(db());
      const body = await expectError(await submit(routes), 422, 'ORDER_NOT_READY');
      expect(body.fields).toEqual({ submit_blockers: ['EMPTY_CART'] });
      expect(await orderCount(db())).toBe(before);
    });

    it('refuses a submit without the terms accepted', async () => {
      const { cartToken } = await fillCheckout(routes, db(), [{ variantId: spare[1]!.id, quantity: 1 }]);
      const before = await snapshot(spare[1]!.id, cartToken);
      const body = await expectError(
        await submit(routes, { cartToken, body: { terms_accepted: false } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(Object.keys(body.fields ?? {})).toEqual(['terms_accepted']);
      expect(await snapshot(spare[1]!.id, cartToken)).toEqual(before);
    });

    it('refuses a malformed Idempotency-Key', async () => {
      const { cartToken } = await fillCheckout(routes, db(), [{ variantId: spare[1]!.id, quantity: 1 }]);
      const before = await snapshot(spare[1]!.id, cartToken);
      await expectError(
        await submit(routes, { cartToken, idempotencyKey: 'short' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(await snapshot(spare[1]!.id, cartToken)).toEqual(before);
    });

    it('refuses a cart whose checkout is not complete, with the missing steps', async () => {
      const add = await import('@/app/api/cart/add-to-cart/route');
      const { putTo, cartTokenSetBy } = await import('./cart-helpers');
      const response = await putTo(add.PUT, 'add-to-cart', { item_variant_id: spare[2]!.id, quantity: 1 });
      const cartToken = cartTokenSetBy(response)!;
      const before = await snapshot(spare[2]!.id, cartToken);
      const body = await expectError(await submit(routes, { cartToken }), 422, 'ORDER_NOT_READY');
      expect(body.fields?.submit_blockers).toContain('SHIPPING_NOT_SELECTED');
      expect(await snapshot(spare[2]!.id, cartToken)).toEqual(before);
    });

    it('refuses an order whose total is not the one the shopper saw, then places it at the total shown (409)', async () => {
      const { cartToken, cart } = await fillCheckout(routes, db(), [
        { variantId: spare[1]!.id, quantity: 1 },
      ]);
      const before = await snapshot(spare[1]!.id, cartToken);
      const seen = { terms_accepted: true, expected_total_with_vat: cart.total_with_vat - 100 };
      const body = await expectError(
        await submit(routes, { cartToken, body: seen }),
        409,
        'ORDER_TOTAL_CHANGED',
      );
      expect(body.fields).toEqual({ total_with_vat: [String(cart.total_with_vat)] });
      expect(await snapshot(spare[1]!.id, cartToken)).toEqual(before);
      const placed = await submit(routes, {
        cartToken,
        body: { terms_accepted: true, expected_total_with_vat: cart.total_with_vat },
      });
      expect(placed.status).toBe(201);
    });

    it('refuses an item that has meanwhile sold out, naming it (409)', async () => {
      const variant = spare[3]!;
      const { cartToken, cart } = await fillCheckout(routes, db(), [{ variantId: variant.id, quantity: 3 }]);
      await db().execute(sql`update variants set stock = 2 where id = ${variant.id}`);
      const before = await snapshot(variant.id, cartToken);
      const body = await expectError(await submit(routes, { cartToken }), 409, 'OUT_OF_STOCK');
      expect(body.message).toContain(cart.items[0]!.item_variant.name);
      expect(body.fields).toEqual({ item_variant_id: [String(variant.id)] });
      expect(await snapshot(variant.id, cartToken)).toEqual(before);
      expect(before.stock).toBe(2);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a repeated submit with the same order (201, then 200) and places one order', async () => {
      const key = `order-key-${driver}-1`;
      const { cartToken } = await fillCheckout(routes, db(), [{ variantId: spare[4]!.id, quantity: 1 }]);
      const firstResponse = await submit(routes, { cartToken, idempotencyKey: key });
      expect(firstResponse.status).toBe(201);
      const placed = submitOrderResponseSchema.parse(await firstResponse.json());
      const ordersAfterFirst = await orderCount(db());
      const stock = await stockOf(db(), spare[4]!.id);

      const again = await submit(routes, { cartToken, idempotencyKey: key });
      expect(again.status).toBe(200);
      const repeated = submitOrderResponseSchema.parse(await again.json());
      expect(repeated.order).toEqual(placed.order);
      expect(repeated.redirect_url).toBe(placed.redirect_url);
      expect(await orderCount(db())).toBe(ordersAfterFirst);
      expect(await stockOf(db(), spare[4]!.id)).toBe(stock);
    });

    it('refuses the key to another visitor, and to the same visitor’s next cart (409)', async () => {
      const key = `order-key-${driver}-2`;
      const { cartToken } = await fillCheckout(routes, db(), [{ variantId: spare[4]!.id, quantity: 1 }]);
      expect((await submit(routes, { cartToken, idempotencyKey: key })).status).toBe(201);
      const count = await orderCount(db());

      const stranger = await fillCheckout(routes, db(), [{ variantId: spare[4]!.id, quantity: 1 }]);
      await expectError(
        await submit(routes, { cartToken: stranger.cartToken, idempotencyKey: key }),
        409,
        'IDEMPOTENCY_KEY_REUSED',
      );
      const next = await fillCheckout(routes, db(), [{ variantId: spare[4]!.id, quantity: 1 }], {
        cartToken,
      });
      await expectError(
        await submit(routes, { cartToken: next.cartToken, idempotencyKey: key }),
        409,
        'IDEMPOTENCY_KEY_REUSED',
      );
      expect(await orderCount(db())).toBe(count);
      expect((await getCart(routes, { cartToken: stranger.cartToken })).items).toHaveLength(1);
    });
  });
});
