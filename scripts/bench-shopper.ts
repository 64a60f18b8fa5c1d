import { customerData } from '../tests/support/checkout-customer';
import { summarize, type Timings } from './bench-server';

/**
 * A visitor of the benchmarks who buys: the cart calls and the checkout over HTTP, as the order page makes
 * them (bench:checkout, and bench:pages while orders come in).
 */

interface CartAnswer {
  cart: {
    items: { item_variant: { id: number; min_quantity: number; step_quantity: number; stock: number } }[];
  };
  shippings_and_payments: {
    shippings: { id: number; module: { type: string } }[];
    payments: { id: number; type: string }[];
  };
  code?: string;
}

const PROBED_VARIANTS = 300;

/** One visitor: the cart cookie the server set, sent back with every call. */
export class Shopper {
  private cookie: string | null = null;

  constructor(private readonly base: string) {}

  async call(
    method: 'GET' | 'PUT',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: CartAnswer }> {
    const headers: Record<string, string> = { 'x-channel-id': 'cz', 'x-user-locale': 'sk' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('cart_token='));
    if (cookie) this.cookie = cookie.split(';')[0]!;
    return { status: response.status, json: await response.json() };
  }

  async expect(method: 'GET' | 'PUT', path: string, status: number, body?: unknown) {
    const answer = await this.call(method, path, body);
    if (answer.status !== status) {
      throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
    }
    return answer.json;
  }
}

export interface Checkout {
  base: string;
  variantIds: number[];
  shippingId: number;
  paymentId: number;
}

/** Variants a visitor can buy many of, and the courier with cash on delivery. */
export async function prepareCheckout(base: string): Promise<Checkout> {
  const probe = new Shopper(base);
  const found: { id: number; stock: number }[] = [];
  for (let id = 1; id <= PROBED_VARIANTS; id += 1) {
    const answer = await probe.call('PUT', '/api/cart/add-to-cart', { item_variant_id: id, quantity: 1 });
    if (answer.status !== 200) continue;
    const item = answer.json.cart.items.find((line) => line.item_variant.id === id);
    const variant = item?.item_variant;
    if (variant && variant.min_quantity === 1 && variant.step_quantity === 1 && variant.stock >= 20)
      found.push({ id, stock: variant.stock });
  }
  const { shippings_and_payments: choices } = await probe.expect(
    'GET',
    '/api/cart?with_shippings_and_payments=1',
    200,
  );
  const courier = choices.shippings.find((shipping) => shipping.module.type === 'COURIER');
  const cash = choices.payments.find((payment) => payment.type === 'CASH_ON_DELIVERY');
  if (!courier || !cash || found.length === 0)
    throw new Error('The seed has no courier, cash on delivery or stock');
  found.sort((a, b) => b.stock - a.stock);
  return {
    base,
    variantIds: found.slice(0, 100).map((v) => v.id),
    shippingId: courier.id,
    paymentId: cash.id,
  };
}

/** A new visitor's whole checkout; answers the submit's time, or null when the item sold out. */
export async function placeOrder(checkout: Checkout, variantId: number): Promise<number | null> {
  const shopper = new Shopper(checkout.base);
  await shopper.expect('PUT', '/api/cart/add-to-cart', 200, { item_variant_id: variantId, quantity: 1 });
  await shopper.expect('PUT', '/api/cart/select-shipping', 200, {
    shipping_id: checkout.shippingId,
    branch_id: null,
  });
  await shopper.expect('PUT', '/api/cart/select-payment', 200, { payment_id: checkout.paymentId });
  await shopper.expect('PUT', '/api/cart/set-customer-data', 200, customerData);
  const started = performance.now();
  const answer = await shopper.call('PUT', '/api/cart/submit-order', { terms_accepted: true });
  const elapsed = performance.now() - started;
  if (answer.status === 201) return elapsed;
  if (answer.status === 409 && answer.json.code === 'OUT_OF_STOCK') return null;
  throw new Error(`submit-order answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
}

export interface OrdersRun {
  ordersPerSecond: number;
  orders: number;
  /** Shoppers whose item was gone by their submit. */
  soldOut: number;
  submit: Timings;
}

/** `concurrency` shoppers each placing one order after another for `seconds`, spread over the variants. */
export async function ordersFor(
  checkout: Checkout,
  load: { seconds: number; concurrency: number },
): Promise<OrdersRun> {
  const deadline = performance.now() + load.seconds * 1000;
  const submits: number[] = [];
  let soldOut = 0;
  let next = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const variantId = checkout.variantIds[next++ % checkout.variantIds.length]!;
      const submitted = await placeOrder(checkout, variantId);
      if (submitted === null) soldOut += 1;
      else submits.push(submitted);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: load.concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  return {
    ordersPerSecond: submits.length / elapsed,
    orders: submits.length,
    soldOut,
    submit: summarize(submits),
  };
}
