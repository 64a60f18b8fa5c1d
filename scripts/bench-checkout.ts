import { existsSync } from 'node:fs';
import path from 'node:path';
import { customerData } from '../tests/support/checkout-customer';
import {
  benchPort,
  databaseLabel,
  numberOption,
  startBenchServer,
  stopBenchServer,
  summarize,
  type Timings,
  waitForHealth,
} from './bench-server';

/**
 * `npm run bench:checkout [-- --seconds 15] [--concurrency 8] [--products 2000]`: add-to-cart server time
 * (p50/p95, one request at a time) and orders per second when `concurrency` shoppers each add an item,
 * choose shipping and payment, fill in their data and submit, again and again for `seconds`. It runs
 * the production build (`npm run build` first) with `next start` on loopback, against an embedded
 * database in `.data-bench-checkout` (seeded on the first run, reused later) or, with
 * BENCH_DATABASE_URL, a PostgreSQL database of its own (`createdb bench_checkout`; the server migrates
 * and seeds it on start). Every order takes stock: the shoppers spread over the variants with the most.
 */

const PORT = benchPort(3961);
const BASE = `http://localhost:${PORT}`;
const SERIAL_REQUESTS = 200;
const SERIAL_CARTS = 20;
const PROBED_VARIANTS = 300;

interface Options {
  seconds: number;
  concurrency: number;
  products: number;
}

function readOptions(argv: string[]): Options {
  return {
    seconds: numberOption(argv, 'seconds', 15, 3, 120),
    concurrency: numberOption(argv, 'concurrency', 8, 1, 64),
    products: numberOption(argv, 'products', 2000, 20),
  };
}

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

/** One visitor: the cart cookie the server set, sent back with every call. */
class Shopper {
  private cookie: string | null = null;

  async call(
    method: 'GET' | 'PUT',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: CartAnswer }> {
    const headers: Record<string, string> = { 'x-channel-id': 'cz', 'x-user-locale': 'sk' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(`${BASE}${path}`, {
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

interface Checkout {
  variantIds: number[];
  shippingId: number;
  paymentId: number;
}

/** Variants a visitor can buy many of, and the courier with cash on delivery. */
async function prepareCheckout(): Promise<Checkout> {
  const probe = new Shopper();
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
  return { variantIds: found.slice(0, 100).map((v) => v.id), shippingId: courier.id, paymentId: cash.id };
}

/** One add at a time, spread over a few carts (the first add of each creates it). */
async function serialAddToCart(checkout: Checkout): Promise<Timings> {
  const shoppers = Array.from({ length: SERIAL_CARTS }, () => new Shopper());
  const timings: number[] = [];
  for (let index = 0; index < SERIAL_REQUESTS; index += 1) {
    const variantId = checkout.variantIds[index % checkout.variantIds.length]!;
    const started = performance.now();
    await shoppers[index % SERIAL_CARTS]!.expect('PUT', '/api/cart/add-to-cart', 200, {
      item_variant_id: variantId,
      quantity: 1,
    });
    timings.push(performance.now() - started);
  }
  return summarize(timings);
}

/** A new visitor's whole checkout; answers the submit's time, or null when the item sold out. */
async function placeOrder(checkout: Checkout, variantId: number): Promise<number | null> {
  const shopper = new Shopper();
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

async function concurrentOrders(checkout: Checkout, options: Options) {
  const deadline = performance.now() + options.seconds * 1000;
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
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  return {
    ordersPerSecond: submits.length / elapsed,
    orders: submits.length,
    soldOut,
    submit: summarize(submits),
  };
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (!existsSync(path.join('.next', 'BUILD_ID')))
    throw new Error('No production build: run `npm run build` first');
  console.log(`Database: ${databaseLabel()}`);
  const server = startBenchServer({
    port: PORT,
    dataDir: '.data-bench-checkout',
    products: options.products,
  });
  try {
    await waitForHealth(server);
    const checkout = await prepareCheckout();
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const add = await serialAddToCart(checkout);
    console.log(
      `  add-to-cart, one at a time   p50 ${ms(add.p50)}  p95 ${ms(add.p95)}  (${add.count} requests)`,
    );
    const run = await concurrentOrders(checkout, options);
    console.log(
      `  checkout, ${options.concurrency} shoppers, ${options.seconds} s: ${run.ordersPerSecond.toFixed(1)} orders/s ` +
        `(${run.orders} orders, ${run.soldOut} sold out), submit-order p50 ${ms(run.submit.p50)} p95 ${ms(run.submit.p95)}`,
    );
  } finally {
    await stopBenchServer(server);
  }
}

await main();
