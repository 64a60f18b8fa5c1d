import { existsSync } from 'node:fs';
import path from 'node:path';
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
import { type Checkout, ordersFor, prepareCheckout, Shopper } from './bench-shopper';

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

/** One add at a time, spread over a few carts (the first add of each creates it). */
async function serialAddToCart(checkout: Checkout): Promise<Timings> {
  const shoppers = Array.from({ length: SERIAL_CARTS }, () => new Shopper(checkout.base));
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
    const checkout = await prepareCheckout(BASE);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const add = await serialAddToCart(checkout);
    console.log(
      `  add-to-cart, one at a time   p50 ${ms(add.p50)}  p95 ${ms(add.p95)}  (${add.count} requests)`,
    );
    const run = await ordersFor(checkout, options);
    console.log(
      `  checkout, ${options.concurrency} shoppers, ${options.seconds} s: ${run.ordersPerSecond.toFixed(1)} orders/s ` +
        `(${run.orders} orders, ${run.soldOut} sold out), submit-order p50 ${ms(run.submit.p50)} p95 ${ms(run.submit.p95)}`,
    );
  } finally {
    await stopBenchServer(server);
  }
}

await main();
