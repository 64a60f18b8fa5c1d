import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CartWithShippingsResponse } from '@/lib/api/contract/cart';
import { provideDatabase } from '@/lib/server/db';
import { addresses, customers, shippings, variants } from '@/lib/server/db/schema';
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
import { selectForSession, soleCustomerIdOf } from './support/selected-customer';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const cartRoute = await import('@/app/api/cart/route');
const addRoute = await import('@/app/api/cart/add-to-cart/route');
const quantityRoute = await import('@/app/api/cart/change-quantity/route');
const shippingRoute = await import('@/app/api/cart/select-shipping/route');
const paymentRoute = await import('@/app/api/cart/select-payment/route');
const billingRoute = await import('@/app/api/cart/select-customer-billing-address/route');
const deliveryRoute = await import('@/app/api/cart/select-customer-delivery-address/route');
const customerDataRoute = await import('@/app/api/cart/set-customer-data/route');

const CONSUMER = 'zakaznik@horeca-shop.localhost';
const MANAGER = 'b2b.manazer@horeca-shop.localhost';
const DEALER = 'obchodnik@horeca-shop.localhost';
const COURIER_CZ = 14_900;
const COD_CZ = 3_900;

function db() {
  return current.database!.db;
}

async function cartOf(response: Response): Promise<Cart> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(body.shippings_and_payments?.shippings.length).toBeGreaterThan(0);
  return body.cart;
}

async function currentCart(options: CallOptions): Promise<Cart> {
  const response = await getFrom(cartRoute.GET, '', options);
  return (await response.json()).cart;
}

function signIn(email: string): Promise<string> {
  return signInAs(db(), email);
}

const billing = {
  firstname: 'Eva',
  lastname: 'Nová',
  email: 'eva.nova@example.com',
  phone: '+420 777 123 456',
  street: 'Dlouhá 12',
  city: 'Praha 1',
  zip: '110 00',
  country: 'CZ',
};
const customerData = {
  billing_information: billing,
  delivery_address: null,
  company: null,
  selected_delivery_address_id: null,
};

describe.each(drivers)('the checkout calls of the cart on %s', (driver) => {
  let ids: CheckoutIds;
  let normal: TestVariant;
  let onBackorder: TestVariant;
  let stepped: TestVariant;

  const ship = (body: unknown, options: CallOptions) =>
    putTo(shippingRoute.PUT, 'select-shipping', body, options);
  const pay = (body: unknown, options: CallOptions) =>
    putTo(paymentRoute.PUT, 'select-payment', body, options);
  const selectAddress = (kind: 'billing' | 'delivery', id: number | null, options: CallOptions) =>
    kind === 'billing'
      ? putTo(
          billingRoute.PUT,
          'select-customer-billing-address',
          { customer_billing_address_id: id },
          options,
        )
      : putTo(
          deliveryRoute.PUT,
          'select-customer-delivery-address',
          { customer_delivery_address_id: id },
          options,
        );
  const setData = (body: unknown, options: CallOptions) =>
    putTo(customerDataRoute.PUT, 'set-customer-data', body, options);

  /** A visitor's new cart with `quantity` pieces of the variant. */
  async function visitorCart(variant: TestVariant, quantity = 1): Promise<CallOptions> {
    const response = await putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: variant.id, quantity });
    expect(response.status).toBe(200);
    return { cartToken: cartTokenSetBy(response)! };
  }

  /** Asserts the call was refused and the cart is as it was. */
  async function expectUnchanged(response: Response, status: number, code: string, options: CallOptions) {
    const before = await currentCart(options);
    await expectRefusal(response, status, code);
    expect(await currentCart(options)).toEqual(before);
  }

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    ids = await checkoutIds(db());
    normal = await pickVariant(
      db(),
      sql`not v.backorder and v.stock >= 20 and v.min_quantity = 1 and v.step_quantity = 1
        and czk.net_price between 10000 and 100000`,
    );
    onBackorder = await pickVariant(
      db(),
      sql`v.backorder and v.stock = 0 and v.min_quantity = 1 and v.step_quantity = 1`,
    );
    stepped = await pickVariant(
      db(),
      sql`not v.backorder and v.step_quantity > 1 and v.stock >= v.min_quantity + 2 * v.step_quantity`,
    );
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  describe('change-quantity', () => {
    it('sets the line’s quantity and answers the cart with shippings and payments', async () => {
      const visitor = await visitorCart(normal, 1);
      const cart = await cartOf(
        await putTo(
          quantityRoute.PUT,
          'change-quantity',
          { item_variant_id: normal.id, quantity: 4 },
          visitor,
        ),
      );
      expect(cart.items).toEqual([expect.objectContaining({ quantity: 4 })]);
      expect(cart.goods_total_with_vat).toBe(cart.items[0]!.unit_price_with_vat * 4);
    });

    it('refuses a line that is not in the cart, and quantities off the variant’s rules, changing nothing', async () => {
      const visitor = await visitorCart(stepped, stepped.minQuantity);
      const change = (itemVariantId: number, quantity: number) =>
        putTo(quantityRoute.PUT, 'change-quantity', { item_variant_id: itemVariantId, quantity }, visitor);
      await expectUnchanged(await change(normal.id, 1), 404, 'CART_ITEM_NOT_FOUND', visitor);
      await expectUnchanged(
        await change(stepped.id, stepped.minQuantity + 1),
        422,
        'QUANTITY_NOT_IN_STEPS',
        visitor,
      );
      if (stepped.minQuantity > 1) {
        await expectUnchanged(
          await change(stepped.id, stepped.minQuantity - 1),
          422,
          'QUANTITY_BELOW_MINIMUM',
          visitor,
        );
      }
      const tooMany =
        stepped.minQuantity + stepped.stepQuantity * Math.ceil(stepped.stock / stepped.stepQuantity + 1);
      await expectUnchanged(await change(stepped.id, tooMany), 422, 'OUT_OF_STOCK', visitor);
      await expectRefusal(
        await putTo(quantityRoute.PUT, 'change-quantity', { item_variant_id: normal.id, quantity: 1 }),
        404,
        'CART_ITEM_NOT_FOUND',
      );
      const invalid = await change(stepped.id, 0);
      expect(invalid.status).toBe(400);
      expect((await invalid.json()).code).toBe('VALIDATION_ERROR');
    });

    it('ignores prices sent by the client', async () => {
      const visitor = await visitorCart(normal, 1);
      const cart = await cartOf(
        await putTo(
          quantityRoute.PUT,
          'change-quantity',
          { item_variant_id: normal.id, quantity: 2, unit_price_with_vat: 1, total_with_vat: 1 },
          visitor,
        ),
      );
      expect(cart.items[0]!.unit_price_without_vat).toBe(normal.czkNet);
      expect(cart.total_with_vat).toBe(cart.items[0]!.total_with_vat);
    });
  });

  describe('select-shipping', () => {
    it('refuses without a cart', async () => {
      await expectRefusal(
        await ship({ shipping_id: ids.shipping.courier, branch_id: null }, {}),
        422,
        'CART_EMPTY',
      );
    });

    it('selects a courier: its price joins the total, the next step is the payment', async () => {
      const visitor = await visitorCart(normal, 1);
      const cart = await cartOf(await ship({ shipping_id: ids.shipping.courier, branch_id: null }, visitor));
      expect(cart).toMatchObject({
        selected_shipping_id: ids.shipping.courier,
        selected_shipping_branch_id: null,
        shipping_price_with_vat: COURIER_CZ,
        payment_price_with_vat: 0,
        total_with_vat: cart.goods_total_with_vat + COURIER_CZ,
        guessed_current_step: 'payment',
        submit_blockers: ['PAYMENT_NOT_SELECTED', 'CUSTOMER_DATA_MISSING'],
        can_submit: false,
      });
    });

    it('needs a pickup point of its own for the pickup-point shipping and none for the others', async () => {
      const visitor = await visitorCart(normal, 1);
      const pickup = ids.shipping['pickup-point'];
      await expectUnchanged(
        await ship({ shipping_id: 999_999, branch_id: null }, visitor),
        404,
        'SHIPPING_NOT_FOUND',
        visitor,
      );
      await expectUnchanged(
        await ship({ shipping_id: pickup, branch_id: null }, visitor),
        422,
        'BRANCH_REQUIRED',
        visitor,
      );
      await expectUnchanged(
        await ship({ shipping_id: pickup, branch_id: ids.branch.SK }, visitor),
        404,
        'BRANCH_NOT_FOUND',
        visitor,
      );
      await expectUnchanged(
        await ship({ shipping_id: ids.shipping.courier, branch_id: ids.branch.CZ }, visitor),
        422,
        'BRANCH_NOT_ALLOWED',
        visitor,
      );
      const cart = await cartOf(await ship({ shipping_id: pickup, branch_id: ids.branch.CZ }, visitor));
      expect(cart).toMatchObject({
        selected_shipping_id: pickup,
        selected_shipping_branch_id: ids.branch.CZ,
      });
    });

    it('keeps a payment the new shipping allows and drops one it does not', async () => {
      const visitor = await visitorCart(normal, 1);
      await cartOf(await ship({ shipping_id: ids.shipping.courier, branch_id: null }, visitor));
      await cartOf(await pay({ payment_id: ids.payment['cash-on-delivery'] }, visitor));
      const kept = await cartOf(
        await ship({ shipping_id: ids.shipping['pickup-point'], branch_id: ids.branch.CZ }, visitor),
      );
      expect(kept.selected_payment_id).toBe(ids.payment['cash-on-delivery']);
      const dropped = await cartOf(
        await ship({ shipping_id: ids.shipping['personal-pickup'], branch_id: null }, visitor),
      );
      expect(dropped).toMatchObject({
        selected_payment_id: null,
        payment_price_with_vat: 0,
        shipping_price_with_vat: 0,
        sale_order_rules: { customer_data_requirements: 'BASIC' },
      });
    });
  });

  describe('select-payment', () => {
    it('adds the payment’s price with the shipping and puts both in the VAT summary at the standard rate', async () => {
      const visitor = await visitorCart(normal, 1);
      await cartOf(await ship({ shipping_id: ids.shipping.courier, branch_id: null }, visitor));
      const cart = await cartOf(await pay({ payment_id: ids.payment['cash-on-delivery'] }, visitor));
      expect(cart).toMatchObject({
        selected_payment_id: ids.payment['cash-on-delivery'],
        deposit_type_selected: 'whole',
        selected_deposit_rest_payment_id: null,
        payment_price_with_vat: COD_CZ,
        total_with_vat: cart.goods_total_with_vat + COURIER_CZ + COD_CZ,
        pay_deposit_with_vat: cart.total_with_vat,
        pay_deposit_rest_with_vat: 0,
        guessed_current_step: 'customer_data',
      });
      const standard = cart.vat_summary.find((line) => line.rate === 21)!;
      const itemRate = cart.items[0]!.vat_rate;
      const extraBase = Math.round((COURIER_CZ * 100) / 121) + Math.round((COD_CZ * 100) / 121);
      expect(standard.base).toBe((itemRate === 21 ? cart.goods_total_without_vat : 0) + extraBase);
      expect(cart.vat_summary.reduce((sum, line) => sum + line.total, 0)).toBe(cart.total_with_vat);
      expect(cart.vat_summary.reduce((sum, line) => sum + line.base, 0)).toBe(cart.total_without_vat);
    });

    it('refuses before a shipping, unknown payments, payments not offered or not allowed with the shipping', async () => {
      const visitor = await visitorCart(normal, 1);
      await expectUnchanged(
        await pay({ payment_id: ids.payment.card }, visitor),
        422,
        'SHIPPING_NOT_SELECTED',
        visitor,
      );
      await cartOf(await ship({ shipping_id: ids.shipping.courier, branch_id: null }, visitor));
      await expectUnchanged(await pay({ payment_id: 999_999 }, visitor), 404, 'PAYMENT_NOT_FOUND', visitor);
      await expectUnchanged(
        await pay({ payment_id: ids.payment.invoice }, visitor),
        422,
        'PAYMENT_NOT_OFFERED',
        visitor,
      );
      await expectUnchanged(
        await pay({ payment_id: ids.payment.cash }, visitor),
        422,
        'PAYMENT_NOT_ALLOWED_WITH_SHIPPING',
        visitor,
      );
      await expectUnchanged(
        await pay(
          { payment_id: ids.payment.card, deposit_rest_payment_id: ids.payment['bank-transfer'] },
          visitor,
        ),
        422,
        'DEPOSIT_REST_PAYMENT_NOT_ALLOWED',
        visitor,
      );
    });

    it('wants items on backorder paid up front by a visitor, who pays the whole deposit at once', async () => {
      const visitor = await visitorCart(onBackorder, 2);
      await cartOf(await ship({ shipping_id: ids.shipping.courier, branch_id: null }, visitor));
      await expectUnchanged(
        await pay({ payment_id: ids.payment['cash-on-delivery'] }, visitor),
        422,
        'PAYMENT_NOT_UP_FRONT',
        visitor,
      );
      await expectUnchanged(
        await pay(
          {
            payment_id: ids.payment.card,
            deposit_payment_type: 'deposit',
            deposit_rest_payment_id: ids.payment.card,
          },
          visitor,
        ),
        422,
        'DEPOSIT_NOT_AVAILABLE',
        visitor,
      );
      const cart = await cartOf(
        await pay({ payment_id: ids.payment.card, deposit_payment_type: 'whole' }, visitor),
      );
      expect(cart).toMatchObject({
        has_items_with_deposit: true,
        total_deposit_with_vat: cart.goods_total_with_vat,
        total_deposit_rest_with_vat: 0,
        pay_deposit_with_vat: cart.total_with_vat,
      });
    });

    it('lets a deposit customer pay the rest later with a payment that is not cash on delivery', async () => {
      const token = await signIn(MANAGER);
      const manager = { sessionToken: token };
      const customer = { id: await soleCustomerIdOf(db(), MANAGER) };
      await db()
        .update(customers)
        .set({ hasDeposit: true, depositPercentage: 40 })
        .where(eq(customers.id, customer!.id));
      try {
        await putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: onBackorder.id, quantity: 1 }, manager);
        await cartOf(await ship({ shipping_id: ids.shipping.courier, branch_id: null }, manager));
        const deposit = { payment_id: ids.payment['bank-transfer'], deposit_payment_type: 'deposit' };
        await expectUnchanged(await pay(deposit, manager), 422, 'DEPOSIT_REST_PAYMENT_REQUIRED', manager);
        const onDelivery = await cartOf(
          await pay({ ...deposit, deposit_rest_payment_id: ids.payment['cash-on-delivery'] }, manager),
        );
        expect(onDelivery.selected_deposit_rest_payment_id).toBe(ids.payment['cash-on-delivery']);
        await expectUnchanged(
          await pay({ ...deposit, deposit_rest_payment_id: ids.payment.cash }, manager),
          422,
          'PAYMENT_NOT_ALLOWED_WITH_SHIPPING',
          manager,
        );
        const cart = await cartOf(
          await pay({ ...deposit, deposit_rest_payment_id: ids.payment.card }, manager),
        );
        expect(cart).toMatchObject({
          deposit_type_selected: 'deposit',
          selected_deposit_rest_payment_id: ids.payment.card,
          discount_order_part: 'DEPOSIT',
          shipping_and_payment_order_part: 'DEPOSIT',
          pay_deposit_rest_with_vat: cart.total_deposit_rest_with_vat,
          pay_deposit_with_vat: cart.total_with_vat - cart.total_deposit_rest_with_vat,
        });
        expect(cart.total_deposit_rest_with_vat).toBeGreaterThan(0);
        const invoice = await cartOf(await pay({ payment_id: ids.payment.invoice }, manager));
        expect(invoice).toMatchObject({
          selected_payment_id: ids.payment.invoice,
          deposit_type_selected: 'whole',
        });
      } finally {
        await db()
          .update(customers)
          .set({ hasDeposit: false, depositPercentage: 100 })
          .where(eq(customers.id, customer!.id));
      }
    });
  });

  describe('what blocks the submit', () => {
    it('points back at the cart when stock ran out, and at the shipping when it was switched off', async () => {
      const [variant] = await pickVariants(
        db(),
        sql`not v.backorder and v.stock >= 20 and v.min_quantity = 1 and v.step_quantity = 1 and v.id <> ${normal.id}`,
      );
      const visitor = await visitorCart(variant!, 5);
      await cartOf(await ship({ shipping_id: ids.shipping.pallet, branch_id: null }, visitor));
      await cartOf(await pay({ payment_id: ids.payment['bank-transfer'] }, visitor));
      await cartOf(await setData(customerData, visitor));
      expect(await currentCart(visitor)).toMatchObject({ can_submit: true, guessed_current_step: 'summary' });

      await db().update(variants).set({ stock: 2 }).where(eq(variants.id, variant!.id));
      expect(await currentCart(visitor)).toMatchObject({
        can_submit: false,
        submit_blockers: ['ITEM_NOT_AVAILABLE'],
        guessed_current_step: 'cart',
      });
      await db().update(variants).set({ stock: variant!.stock }).where(eq(variants.id, variant!.id));

      await db().update(shippings).set({ isActive: false }).where(eq(shippings.id, ids.shipping.pallet));
      try {
        expect(await currentCart(visitor)).toMatchObject({
          selected_shipping_id: null,
          selected_payment_id: null,
          shipping_price_with_vat: 0,
          submit_blockers: ['SHIPPING_NOT_SELECTED', 'PAYMENT_NOT_SELECTED'],
          guessed_current_step: 'shipping',
        });
      } finally {
        await db().update(shippings).set({ isActive: true }).where(eq(shippings.id, ids.shipping.pallet));
      }
    });
  });

  describe('saved addresses', () => {
    it('lists the B2C customer’s addresses with the cart and selects one, or none', async () => {
      const consumer = { sessionToken: await signIn(CONSUMER) };
      await putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: normal.id, quantity: 1 }, consumer);
      const response = await getFrom(cartRoute.GET, '?with_shippings_and_payments=1', consumer);
      const body = (await response.json()) as CartWithShippingsResponse;
      expect(body.addresses.length).toBeGreaterThan(0);
      expect(body.cart.addresses).toEqual(body.addresses);
      const own = body.addresses.find((address) => address.is_billing && address.is_delivery)!;

      const billingCart = await cartOf(await selectAddress('billing', own.id, consumer));
      expect(billingCart.selected_billing_address).toEqual(own);
      const deliveryCart = await cartOf(await selectAddress('delivery', own.id, consumer));
      expect(deliveryCart.selected_delivery_address).toEqual(own);
      expect(deliveryCart.customer_data.selected_delivery_address_id).toBe(own.id);
      const cleared = await cartOf(await selectAddress('delivery', null, consumer));
      expect(cleared.selected_delivery_address).toBeNull();
    });

    it('refuses an address of someone else, and any address for a visitor', async () => {
      const consumer = { sessionToken: await signIn(CONSUMER) };
      const [foreign] = await db()
        .select({ id: addresses.id })
        .from(addresses)
        .where(sql`${addresses.customerId} is not null`)
        .limit(1);
      await expectUnchanged(
        await selectAddress('billing', foreign!.id, consumer),
        404,
        'ADDRESS_NOT_FOUND',
        consumer,
      );
      const visitor = await visitorCart(normal, 1);
      await expectUnchanged(
        await selectAddress('delivery', foreign!.id, visitor),
        404,
        'ADDRESS_NOT_FOUND',
        visitor,
      );
    });
  });

  describe('set-customer-data', () => {
    it('stores the data; with shipping and payment chosen the cart can be submitted', async () => {
      const visitor = await visitorCart(normal, 1);
      await cartOf(await ship({ shipping_id: ids.shipping.courier, branch_id: null }, visitor));
      await cartOf(await pay({ payment_id: ids.payment['bank-transfer'] }, visitor));
      const company = { name: 'Bistro U Nás s.r.o.', company_id: '28741536', vat_id: 'cz28741536' };
      const cart = await cartOf(await setData({ ...customerData, company, note: 'Ring twice.' }, visitor));
      expect(cart.customer_data).toEqual({
        is_filled: true,
        billing_information: billing,
        delivery_address: null,
        company: { ...company, vat_id: 'CZ28741536' },
        selected_delivery_address_id: null,
        sales_representative_order: false,
        note: 'Ring twice.',
      });
      expect(cart).toMatchObject({ can_submit: true, submit_blockers: [], guessed_current_step: 'summary' });
    });

    it('checks the billing information against the level: FULL needs the address, BASIC does not', async () => {
      const visitor = await visitorCart(normal, 1);
      const withoutAddress = {
        ...customerData,
        billing_information: { ...billing, street: '', city: '', zip: '' },
      };
      const refused = await setData(withoutAddress, visitor);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { 'billing_information.street': ['required'] },
      });
      expect((await currentCart(visitor)).customer_data.billing_information).toBeNull();

      await cartOf(await ship({ shipping_id: ids.shipping['personal-pickup'], branch_id: null }, visitor));
      const cart = await cartOf(await setData(withoutAddress, visitor));
      expect(cart.customer_data.is_filled).toBe(true);
      expect(cart.sale_order_rules.customer_data_requirements).toBe('BASIC');
      // Back on a courier the same data is no longer enough.
      const courier = await cartOf(
        await ship({ shipping_id: ids.shipping.courier, branch_id: null }, visitor),
      );
      expect(courier.customer_data.is_filled).toBe(false);
      expect(courier.submit_blockers).toContain('CUSTOMER_DATA_MISSING');
    });

    it('refuses invalid company and delivery fields, and a saved address that is not the shopper’s', async () => {
      const visitor = await visitorCart(normal, 1);
      const badCompany = await setData(
        { ...customerData, company: { name: 'Firma', company_id: '123', vat_id: '' } },
        visitor,
      );
      expect(badCompany.status).toBe(400);
      expect((await badCompany.json()).fields).toEqual({ 'company.company_id': ['companyId'] });
      const [foreign] = await db().select({ id: addresses.id }).from(addresses).limit(1);
      await expectUnchanged(
        await setData({ ...customerData, selected_delivery_address_id: foreign!.id }, visitor),
        404,
        'ADDRESS_NOT_FOUND',
        visitor,
      );
    });

    it('takes sales_representative_order only from a dealer acting for a customer', async () => {
      const visitor = await visitorCart(normal, 1);
      await expectUnchanged(
        await setData({ ...customerData, sales_representative_order: true }, visitor),
        403,
        'SALES_REPRESENTATIVE_NOT_ALLOWED',
        visitor,
      );
      const manager = { sessionToken: await signIn(MANAGER) };
      await putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: normal.id, quantity: 1 }, manager);
      await expectUnchanged(
        await setData({ ...customerData, sales_representative_order: true }, manager),
        403,
        'SALES_REPRESENTATIVE_NOT_ALLOWED',
        manager,
      );

      const customer = { id: await soleCustomerIdOf(db(), MANAGER) };
      const dealer = { sessionToken: await signIn(DEALER) };
      await selectForSession(db(), dealer.sessionToken, customer.id);
      await putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: normal.id, quantity: 1 }, dealer);
      const cart = await cartOf(await setData({ ...customerData, sales_representative_order: true }, dealer));
      expect(cart.customer_data.sales_representative_order).toBe(true);
    });
  });
});
