import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import type { Cart, CartWithShippingsResponse } from '@/lib/api/contract/cart';
import { createSession } from '@/lib/server/auth/sessions';
import { cartItems, carts, customers, payments, shippings, users, variants } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { cartTokenHash } from '@/lib/server/services/cart/cart-token';
import { mergeAnonymousCart } from '@/lib/server/services/cart/merge-anonymous-cart';
import {
  cartTokenSetBy,
  getFrom,
  grossOf,
  pickVariant,
  putTo,
  vatRateOf,
  type CallOptions,
  type TestVariant,
} from './cart-helpers';
import { endPartnerDiscountWindow } from './support/partner-discount';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';
import { soleCustomerIdOf } from './support/selected-customer';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const cartRoute = await import('@/app/api/cart/route');
const addRoute = await import('@/app/api/cart/add-to-cart/route');
const shippingRoute = await import('@/app/api/cart/select-shipping/route');
const paymentRoute = await import('@/app/api/cart/select-payment/route');

const MANAGER = 'b2b.manazer@horeca-shop.localhost';
const CONSUMER = 'zakaznik@horeca-shop.localhost';

function db() {
  return current.database!.db;
}

function add(itemVariantId: number, quantity: number, options: CallOptions = {}) {
  return putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: itemVariantId, quantity }, options);
}

async function cartOf(response: Response): Promise<Cart> {
  expect(response.status).toBe(200);
  return (await response.json()).cart;
}

async function userIdOf(email: string): Promise<number> {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

async function signIn(email: string): Promise<string> {
  return createSession(db(), await userIdOf(email), { ip: '203.0.113.7', userAgent: null });
}

describe.each(drivers)('a signed-in shopper’s cart on %s', (driver) => {
  let normal: TestVariant;
  let onBackorder: TestVariant;
  let limited: TestVariant;
  let stepped: TestVariant;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    normal = await pickVariant(
      db(),
      sql`not v.backorder and v.stock >= 20 and v.min_quantity = 1 and v.step_quantity = 1`,
    );
    onBackorder = await pickVariant(
      db(),
      sql`v.backorder and v.stock = 0 and v.min_quantity = 1 and v.step_quantity = 1`,
    );
    limited = await pickVariant(
      db(),
      sql`not v.backorder and v.stock between 3 and 100 and v.min_quantity = 1 and v.step_quantity = 1`,
    );
    stepped = await pickVariant(
      db(),
      sql`not v.backorder and v.step_quantity > 1 and v.stock >= v.min_quantity + 3 * v.step_quantity`,
    );
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  describe('a B2B manager of Bistro Vltava', () => {
    let token: string;
    let customer: { id: number; discountPercentage: number; hasDeposit: boolean };

    beforeAll(async () => {
      token = await signIn(MANAGER);
      const [row] = await db()
        .select({
          id: customers.id,
          discountPercentage: customers.discountPercentage,
          hasDeposit: customers.hasDeposit,
        })
        .from(customers)
        .where(eq(customers.id, await soleCustomerIdOf(db(), MANAGER)));
      customer = row!;
      // The seeded partner is still in its 14-day discount window; this cart is about the other terms.
      await endPartnerDiscountWindow(db(), customer.id);
    });

    it('sees its individual price less the general discount, and the customer’s flags', async () => {
      const [individual] = sqlRows<{ variant_id: number; net_price: number; vat_class: 'standard' }>(
        await db().execute(sql`
          select cp.variant_id, cp.net_price, p.vat_class from customer_prices cp
          join variants v on v.id = cp.variant_id and v.is_active and not v.backorder and v.stock >= 5
            and v.min_quantity = 1 and v.step_quantity = 1
          join products p on p.id = v.product_id and p.is_active
          where cp.customer_id = ${customer.id} and cp.channel = 'cz'
          order by cp.variant_id limit 1`),
      );
      const [list] = sqlRows<{ net_price: number }>(
        await db().execute(sql`select net_price from variant_prices
          where variant_id = ${individual!.variant_id} and channel = 'cz'`),
      );
      expect(individual!.net_price).toBeLessThan(list!.net_price);

      const cart = await cartOf(await add(individual!.variant_id, 2, { sessionToken: token }));
      expect(customer.discountPercentage).toBeGreaterThan(0);
      const unitNet = Math.round((individual!.net_price * (100 - customer.discountPercentage)) / 100);
      const rate = { standard: 21, reduced: 12, superReduced: 21 }[individual!.vat_class];
      expect(cart.items[0]).toMatchObject({
        unit_price_without_vat: unitNet,
        unit_price_with_vat: grossOf(unitNet, rate),
        total_without_vat: unitNet * 2,
      });
      expect(cart).toMatchObject({ is_b2b: true, is_vat_payer: true, channel: 'cz' });
    });

    it('pays the list price less the general discount without an individual price', async () => {
      const response = await add(normal.id, 1, { sessionToken: token });
      const cart = await cartOf(response);
      expect(response.headers.getSetCookie()).toEqual([]);
      const item = cart.items.find((line) => line.item_variant.id === normal.id)!;
      const unitNet = Math.round((normal.czkNet * (100 - customer.discountPercentage)) / 100);
      expect(item.unit_price_without_vat).toBe(unitNet);
      expect(item.unit_price_with_vat).toBe(grossOf(unitNet, vatRateOf(normal, 'cz')));
    });

    it('pays nothing up front for items on backorder when the customer has no deposit', async () => {
      expect(customer.hasDeposit).toBe(false);
      const cart = await cartOf(await add(onBackorder.id, 2, { sessionToken: token }));
      const item = cart.items.find((line) => line.item_variant.id === onBackorder.id)!;
      expect(item.has_deposit).toBe(true);
      const backorderWithVat = item.total_with_vat;
      expect(cart).toMatchObject({
        has_items_with_deposit: true,
        total_deposit_with_vat: 0,
        total_deposit_rest_with_vat: backorderWithVat,
        pay_deposit_with_vat: cart.total_with_vat,
        pay_deposit_rest_with_vat: 0,
      });
    });

    it('splits backorder items into a deposit now and the rest later for a deposit customer', async () => {
      await db()
        .update(customers)
        .set({ hasDeposit: true, depositPercentage: 30 })
        .where(eq(customers.id, customer.id));
      const [courier] = await db().select().from(shippings).where(eq(shippings.code, 'courier'));
      const [transfer] = await db().select().from(payments).where(eq(payments.code, 'bank-transfer'));
      const [card] = await db().select().from(payments).where(eq(payments.code, 'card'));
      try {
        await cartOf(
          await putTo(
            shippingRoute.PUT,
            'select-shipping',
            { shipping_id: courier!.id, branch_id: null },
            { sessionToken: token },
          ),
        );
        const cart = await cartOf(
          await putTo(
            paymentRoute.PUT,
            'select-payment',
            { payment_id: transfer!.id, deposit_payment_type: 'deposit', deposit_rest_payment_id: card!.id },
            { sessionToken: token },
          ),
        );
        const item = cart.items.find((line) => line.item_variant.id === onBackorder.id)!;
        const depositWithVat = Math.round((item.total_with_vat * 30) / 100);
        const depositWithoutVat = Math.round((item.total_without_vat * 30) / 100);
        expect(cart).toMatchObject({
          deposit_percentage: 30,
          deposit_type_selected: 'deposit',
          total_deposit_with_vat: depositWithVat,
          total_deposit_without_vat: depositWithoutVat,
          total_deposit_rest_with_vat: item.total_with_vat - depositWithVat,
          total_deposit_rest_without_vat: item.total_without_vat - depositWithoutVat,
          pay_deposit_with_vat: cart.total_with_vat - (item.total_with_vat - depositWithVat),
          pay_deposit_without_vat: cart.total_without_vat - (item.total_without_vat - depositWithoutVat),
          pay_deposit_rest_with_vat: item.total_with_vat - depositWithVat,
          pay_deposit_rest_without_vat: item.total_without_vat - depositWithoutVat,
        });
        expect(cart.pay_deposit_rest_with_vat).toBeGreaterThan(0);
      } finally {
        await db()
          .update(customers)
          .set({ hasDeposit: customer.hasDeposit, depositPercentage: 100 })
          .where(eq(customers.id, customer.id));
        await db()
          .update(carts)
          .set({
            depositPaymentType: 'whole',
            selectedShippingId: null,
            selectedPaymentId: null,
            depositRestPaymentId: null,
          })
          .where(eq(carts.userId, await userIdOf(MANAGER)));
      }
    });

    it('keeps its cart apart from the anonymous cart of the same browser', async () => {
      const visitorToken = cartTokenSetBy(await add(limited.id, 1))!;
      const cart = await cartOf(
        await getFrom(cartRoute.GET, '', { sessionToken: token, cartToken: visitorToken }),
      );
      expect(cart.items.map((item) => item.item_variant.id)).not.toContain(limited.id);
      expect(cart.items.length).toBeGreaterThan(0);
    });

    it('is offered payment by invoice, which the customer is allowed', async () => {
      const response = await getFrom(cartRoute.GET, '?with_shippings_and_payments=1', {
        sessionToken: token,
      });
      const body: CartWithShippingsResponse = await response.json();
      const invoice = sqlRows<{ id: number }>(
        await db().execute(sql`select id from payments where type = 'INVOICE'`),
      ).map((row) => row.id);
      expect(body.shippings_and_payments.payments.map((payment) => payment.id)).toEqual(
        expect.arrayContaining(invoice),
      );
    });
  });

  it('makes one cart of simultaneous first adds, with every quantity counted', async () => {
    const sessionToken = await signIn('admin@horeca-shop.localhost');
    const responses = await Promise.all(Array.from({ length: 5 }, () => add(normal.id, 1, { sessionToken })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const userId = await userIdOf('admin@horeca-shop.localhost');
    const rows = await db().select().from(carts).where(eq(carts.userId, userId));
    expect(rows).toHaveLength(1);
    const cart = await cartOf(await getFrom(cartRoute.GET, '', { sessionToken }));
    expect(cart.items.map((item) => item.quantity)).toEqual([5]);
  });

  describe('mergeAnonymousCart', () => {
    it('moves the anonymous cart into the user’s, adding quantities up within the limits', async () => {
      const sessionToken = await signIn(CONSUMER);
      const userId = await userIdOf(CONSUMER);
      await add(normal.id, 3, { sessionToken });
      await add(limited.id, limited.stock - 1, { sessionToken });

      const visitorToken = cartTokenSetBy(await add(normal.id, 2))!;
      await add(limited.id, 2, { cartToken: visitorToken });
      await add(stepped.id, stepped.minQuantity + stepped.stepQuantity, { cartToken: visitorToken });
      await add(onBackorder.id, 4, { cartToken: visitorToken });

      const tokenHash = cartTokenHash(visitorToken, 'cz');
      const cartId = await mergeAnonymousCart(db(), tokenHash, userId, null, 'cz');
      expect(cartId).not.toBeNull();

      const cart = await cartOf(await getFrom(cartRoute.GET, '', { sessionToken }));
      const quantities = Object.fromEntries(cart.items.map((item) => [item.item_variant.id, item.quantity]));
      expect(quantities).toEqual({
        [normal.id]: 5,
        // 2 more would exceed the stock: cut down to what is in stock.
        [limited.id]: limited.stock,
        [stepped.id]: stepped.minQuantity + stepped.stepQuantity,
        [onBackorder.id]: 4,
      });
      expect(await db().select().from(carts).where(eq(carts.tokenHash, tokenHash))).toEqual([]);
      const anonymous = await cartOf(await getFrom(cartRoute.GET, '', { cartToken: visitorToken }));
      expect(anonymous.items).toEqual([]);
    });

    it('cuts a merged line down to the stock, on the steps, for the selected customer', async () => {
      const sessionToken = await signIn(MANAGER);
      const userId = await userIdOf(MANAGER);
      const user = { customerId: await soleCustomerIdOf(db(), MANAGER) };
      const { minQuantity: min, stepQuantity: step } = stepped;
      const stock = min + 2 * step - 1;
      await db().update(variants).set({ stock }).where(eq(variants.id, stepped.id));
      try {
        await add(stepped.id, min, { sessionToken });
        const visitorToken = cartTokenSetBy(await add(stepped.id, min + step))!;
        const cartId = await mergeAnonymousCart(
          db(),
          cartTokenHash(visitorToken, 'cz'),
          userId,
          user!.customerId,
          'cz',
        );
        const [line] = await db()
          .select({ quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.cartId, cartId!), eq(cartItems.variantId, stepped.id)));
        // The sum (2 × min + step) is over the stock; the largest quantity on the steps below it stays.
        const expected = min + Math.floor((stock - min) / step) * step;
        expect(line!.quantity).toBe(expected);
        expect(expected).toBeGreaterThanOrEqual(min);
        expect(expected).toBeLessThan(2 * min + step);
      } finally {
        await db().update(variants).set({ stock: stepped.stock }).where(eq(variants.id, stepped.id));
      }
    });

    it('does nothing without an anonymous cart', async () => {
      expect(await mergeAnonymousCart(db(), 'f'.repeat(64), await userIdOf(CONSUMER), null, 'cz')).toBeNull();
    });
  });
});
