import { sql } from 'drizzle-orm';
import type { Cart } from '@/lib/api/contract/cart';
import type { Db } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { billingInformation, customerData } from '../support/checkout-customer';
import { cartTokenSetBy, getFrom, putTo, type CallOptions } from './cart-helpers';

/** The checkout through the cart API, as the order page calls it; shared by the order API tests. */

type Handler = Parameters<typeof putTo>[0];

export interface CheckoutRoutes {
  cart: Handler;
  addToCart: Handler;
  selectShipping: Handler;
  selectPayment: Handler;
  setCustomerData: Handler;
  submitOrder: Handler;
}

export async function loadCheckoutRoutes(): Promise<CheckoutRoutes> {
  const [cart, add, shipping, payment, customerData, submit] = await Promise.all([
    import('@/app/api/cart/route'),
    import('@/app/api/cart/add-to-cart/route'),
    import('@/app/api/cart/select-shipping/route'),
    import('@/app/api/cart/select-payment/route'),
    import('@/app/api/cart/set-customer-data/route'),
    import('@/app/api/cart/submit-order/route'),
  ]);
  return {
    cart: cart.GET,
    addToCart: add.PUT,
    selectShipping: shipping.PUT,
    selectPayment: payment.PUT,
    setCustomerData: customerData.PUT,
    submitOrder: submit.PUT,
  };
}

export { billingInformation };

export async function idOfCode(db: Db, table: 'shippings' | 'payments', code: string): Promise<number> {
  const [row] = sqlRows<{ id: number }>(
    await db.execute(sql`select id from ${sql.identifier(table)} where code = ${code}`),
  );
  if (!row) throw new Error(`No ${table} ${code} in the seed`);
  return row.id;
}

export interface CheckoutChoice {
  shipping: string;
  payment: string;
}

async function expectOk(response: Response, what: string): Promise<{ cart: Cart }> {
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * Fills a visitor's cart and every checkout step; answers the cart token (the visitor's cookie) and the
 * cart as the server priced it. Default choice: courier and cash on delivery.
 */
export async function fillCheckout(
  routes: CheckoutRoutes,
  db: Db,
  lines: { variantId: number; quantity: number }[],
  options: CallOptions = {},
  choice: CheckoutChoice = { shipping: 'courier', payment: 'cash-on-delivery' },
): Promise<{ cartToken: string; cart: Cart }> {
  let cartToken = options.cartToken ?? null;
  for (const line of lines) {
    const response = await putTo(
      routes.addToCart,
      'add-to-cart',
      { item_variant_id: line.variantId, quantity: line.quantity },
      { ...options, cartToken },
    );
    cartToken = cartTokenSetBy(response) ?? cartToken;
    await expectOk(response, 'add-to-cart');
  }
  const call = { ...options, cartToken };
  const shippingId = await idOfCode(db, 'shippings', choice.shipping);
  const paymentId = await idOfCode(db, 'payments', choice.payment);
  await expectOk(
    await putTo(routes.selectShipping, 'select-shipping', { shipping_id: shippingId, branch_id: null }, call),
    'select-shipping',
  );
  await expectOk(
    await putTo(routes.selectPayment, 'select-payment', { payment_id: paymentId }, call),
    'select-payment',
  );
  const { cart } = await expectOk(
    await putTo(routes.setCustomerData, 'set-customer-data', customerData, call),
    'set-customer-data',
  );
  return { cartToken: cartToken!, cart };
}

/** `PUT /api/cart/submit-order` with the terms accepted (or `body`), and an Idempotency-Key when given. */
export function submit(
  routes: CheckoutRoutes,
  options: CallOptions & { idempotencyKey?: string; body?: unknown } = {},
): Promise<Response> {
  const { idempotencyKey, body, ...callOptions } = options;
  const submitOrder: Handler = (request, route) => {
    if (idempotencyKey) request.headers.set('idempotency-key', idempotencyKey);
    return routes.submitOrder(request, route);
  };
  return putTo(submitOrder, 'submit-order', body ?? { terms_accepted: true }, callOptions);
}

export async function getCart(routes: CheckoutRoutes, options: CallOptions): Promise<Cart> {
  const body = await (await getFrom(routes.cart, '', options)).json();
  return body.cart;
}

export async function stockOf(db: Db, variantId: number): Promise<number> {
  const [row] = sqlRows<{ stock: number }>(
    await db.execute(sql`select stock from variants where id = ${variantId}`),
  );
  return row!.stock;
}

export async function orderCount(db: Db): Promise<number> {
  const [row] = sqlRows<{ count: number }>(await db.execute(sql`select count(*)::int as count from orders`));
  return row!.count;
}
