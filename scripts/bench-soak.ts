import { existsSync } from 'node:fs';
import path from 'node:path';
import { Shopper } from '../tests/reliability/support/shopper';
import { customerData } from '../tests/support/checkout-customer';
import {
  benchPort,
  databaseLabel,
  numberOption,
  startBenchServer,
  stopBenchServer,
  summarize,
  waitForHealth,
} from './bench-server';
import { groupRss } from './process-memory';

/**
 * `npm run bench:soak [-- --minutes 10] [--clients 16] [--products 2000]`: `clients` visitors browse (home,
 * categories, products, search pages, suggest), cart and order against the production server for
 * `minutes`, each as fast as the server answers. Per minute: requests, errors (any answer but the
 * expected one, or no answer), latency p50/p95 and the server's resident memory (all its processes).
 * It fails when there was an error or the memory grew: the mean of the last three minutes must stay within
 * ±10% of the second minute's (the first warms caches and code); the range and trend from minute 3 on are
 * printed beside it. Production build (`npm run build` first),
 * `next start` on loopback, an embedded database in `.data-bench-soak` or BENCH_DATABASE_URL's PostgreSQL.
 */

const PORT = benchPort(3971);
const MEMORY_TOLERANCE = 0.1;
/** The minutes at the end whose mean memory is held against minute 2's. */
const LAST_MINUTES = 3;

interface Options {
  minutes: number;
  clients: number;
  products: number;
}

function readOptions(argv: string[]): Options {
  return {
    minutes: numberOption(argv, 'minutes', 10, 1, 240),
    clients: numberOption(argv, 'clients', 16, 1, 64),
    products: numberOption(argv, 'products', 2000, 20),
  };
}

interface Site {
  categories: string[];
  products: string[];
  variantIds: number[];
  shippingId: number;
  paymentId: number;
}

const searchTerms = ['pohár na víno', 'tanier', 'hrnček', 'príbor', 'misa', 'sklo', 'nôž', 'podnos'];
const suggestTerms = ['poh', 'tan', 'hrn', 'pri', 'mis', 'skl', 'nôž', 'pod', 'tal', 'hrnc'];
const headers = { 'accept-language': 'sk', 'x-channel-id': 'cz' };

function linksOf(html: string, prefix: string): string[] {
  const pattern = new RegExp(`href="(/${prefix}/[^"?#]+)"`, 'g');
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1]!))];
}

/** The pages and variants the visitors pick from: every category linked from home, products of a few. */
async function discover(base: string): Promise<Site> {
  const home = await (await fetch(`${base}/`, { headers })).text();
  const categories = linksOf(home, 'kategorie');
  const products = new Set<string>();
  for (const category of categories.slice(0, 8)) {
    const listing = await (await fetch(`${base}${category}`, { headers })).text();
    for (const product of linksOf(listing, 'produkt')) products.add(product);
  }
  if (categories.length === 0 || products.size === 0) throw new Error('No category or product links found');
  const probe = new Shopper(base);
  const variantIds: number[] = [];
  for (let id = 1; id <= 300 && variantIds.length < 100; id += 1) {
    const answer = await probe.call('PUT', '/api/cart/add-to-cart', { item_variant_id: id, quantity: 1 });
    const items = (answer.body.cart as { items?: { item_variant: VariantInfo }[] } | undefined)?.items ?? [];
    const variant = items.find((item) => item.item_variant.id === id)?.item_variant;
    if (variant && variant.min_quantity === 1 && variant.step_quantity === 1 && variant.stock >= 200)
      variantIds.push(id);
  }
  const choices = (await probe.call('GET', '/api/cart?with_shippings_and_payments=1')).body
    .shippings_and_payments as {
    shippings: { id: number; module: { type: string } }[];
    payments: { id: number; type: string }[];
  };
  const courier = choices.shippings.find((shipping) => shipping.module.type === 'COURIER');
  const cash = choices.payments.find((payment) => payment.type === 'CASH_ON_DELIVERY');
  if (!courier || !cash || variantIds.length === 0)
    throw new Error('The seed has no courier, cash on delivery or stock');
  return { categories, products: [...products], variantIds, shippingId: courier.id, paymentId: cash.id };
}

interface VariantInfo {
  id: number;
  min_quantity: number;
  step_quantity: number;
  stock: number;
}

interface Minute {
  requests: number;
  errors: number;
  soldOut: number;
  orders: number;
  timings: number[];
}

/** The kind of page a URL is, so that errors are counted per kind. */
function kindOf(url: string): string {
  const [pathname = '/'] = url.split('?');
  return pathname.startsWith('/api/') ? pathname : `/${pathname.split('/')[1] ?? ''}`;
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

type Recorder = (ms: number, ok: boolean, what: string) => void;

/** One visitor: a few page views, now and then a cart, and some of the carts become orders. */
async function visit(base: string, site: Site, record: Recorder, minute: () => Minute) {
  const page = async (url: string) => {
    const started = performance.now();
    try {
      const response = await fetch(`${base}${url}`, { headers });
      await response.arrayBuffer();
      record(performance.now() - started, response.status === 200, `GET ${kindOf(url)} ${response.status}`);
    } catch (error) {
      record(performance.now() - started, false, `GET ${kindOf(url)} ${(error as Error).message}`);
    }
  };
  const shopper = new Shopper(base);
  /** A cart call; answers whether it got `status` (or the sold-out 409 of a submit). */
  const cartCall = async (url: string, body: unknown, status: number, extra?: { [name: string]: string }) => {
    const started = performance.now();
    try {
      const answer = await shopper.call('PUT', url, body, extra);
      const code = typeof answer.body.code === 'string' ? answer.body.code : '';
      // Another visitor bought the last pieces: the shop's right answer, counted apart.
      const soldOut = answer.status === 409 && code === 'OUT_OF_STOCK';
      if (soldOut) minute().soldOut += 1;
      record(
        performance.now() - started,
        answer.status === status || soldOut,
        `PUT ${url} ${answer.status} ${code}`,
      );
      return answer.status === status;
    } catch (error) {
      record(performance.now() - started, false, `PUT ${url} ${(error as Error).message}`);
      return false;
    }
  };
  await page('/');
  await page(pick(site.categories));
  await page(`/api/search/suggest?q=${encodeURIComponent(pick(suggestTerms))}`);
  await page(`/hladaj?q=${encodeURIComponent(pick(searchTerms))}`);
  await page(pick(site.products));
  await page(pick(site.products));
  if (Math.random() < 0.5) return;
  const added = await cartCall(
    '/api/cart/add-to-cart',
    { item_variant_id: pick(site.variantIds), quantity: 1 },
    200,
  );
  if (!added || Math.random() < 0.6) return;
  const steps: [string, unknown][] = [
    ['/api/cart/select-shipping', { shipping_id: site.shippingId, branch_id: null }],
    ['/api/cart/select-payment', { payment_id: site.paymentId }],
    ['/api/cart/set-customer-data', customerData],
  ];
  for (const [url, body] of steps) if (!(await cartCall(url, body, 200))) return;
  const placed = await cartCall('/api/cart/submit-order', { terms_accepted: true }, 201, {
    'idempotency-key': crypto.randomUUID(),
  });
  if (placed) minute().orders += 1;
}

/** The least-squares slope of `values` taken one a minute: how much they grow per minute. */
function slope(values: number[]): number {
  if (values.length < 2) return 0;
  const meanX = (values.length - 1) / 2;
  const meanY = values.reduce((sum, value) => sum + value, 0) / values.length;
  let numerator = 0;
  let denominator = 0;
  values.forEach((value, x) => {
    numerator += (x - meanX) * (value - meanY);
    denominator += (x - meanX) ** 2;
  });
  return numerator / denominator;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (!existsSync(path.join('.next', 'BUILD_ID')))
    throw new Error('No production build: run `npm run build` first');
  const server = startBenchServer({ port: PORT, dataDir: '.data-bench-soak', products: options.products });
  let failed = false;
  try {
    await waitForHealth(server);
    const site = await discover(server.base);
    console.log(
      `Soak: ${databaseLabel()}, ${options.products} products, ${options.clients} clients, ${options.minutes} min ` +
        `(${site.categories.length} categories, ${site.products.length} products, ${site.variantIds.length} variants to order)`,
    );
    console.log('minute  requests  errors  orders  sold-out   p50     p95    server RSS');
    const minutes: Minute[] = [];
    const rss: number[] = [];
    const current = () => minutes[minutes.length - 1]!;
    const errorKinds = new Map<string, number>();
    const record: Recorder = (elapsed, ok, what) => {
      const minute = current();
      minute.requests += 1;
      minute.timings.push(elapsed);
      if (ok) return;
      minute.errors += 1;
      errorKinds.set(what, (errorKinds.get(what) ?? 0) + 1);
    };
    const start = performance.now();
    const deadline = start + options.minutes * 60_000;
    minutes.push({ requests: 0, errors: 0, soldOut: 0, orders: 0, timings: [] });
    const ticker = setInterval(() => {
      const minute = current();
      rss.push(groupRss(server.process.pid!));
      const { p50, p95 } = summarize(minute.timings);
      console.log(
        `${String(minutes.length).padStart(6)}  ${String(minute.requests).padStart(8)}  ${String(minute.errors).padStart(6)}  ` +
          `${String(minute.orders).padStart(6)}  ${String(minute.soldOut).padStart(8)}  ${ms(p50).padStart(6)}  ${ms(p95).padStart(6)}  ${mb(rss[rss.length - 1]!).padStart(10)}`,
      );
      if (minutes.length < options.minutes)
        minutes.push({ requests: 0, errors: 0, soldOut: 0, orders: 0, timings: [] });
    }, 60_000);
    const client = async () => {
      while (performance.now() < deadline) await visit(server.base, site, record, current);
    };
    await Promise.all(Array.from({ length: options.clients }, client));
    // The last minute's line comes from the ticker, once every visit in it has ended.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, start + options.minutes * 60_000 + 500 - performance.now())),
    );
    clearInterval(ticker);

    const total = minutes.reduce((sum, minute) => sum + minute.requests, 0);
    const errors = minutes.reduce((sum, minute) => sum + minute.errors, 0);
    const all = summarize(minutes.flatMap((minute) => minute.timings));
    console.log(`Total: ${total} requests, ${errors} errors, p50 ${ms(all.p50)}, p95 ${ms(all.p95)}`);
    if (errors > 0) failed = true;
    for (const [what, count] of errorKinds) console.log(`  error: ${what} × ${count}`);
    if (rss.length >= 3) {
      // The garbage collector makes single minutes swing: the last minutes together are compared.
      const reference = rss[1]!;
      const last = rss.slice(Math.max(2, rss.length - LAST_MINUTES));
      const off = last.reduce((sum, value) => sum + value, 0) / last.length / reference - 1;
      const flat = Math.abs(off) <= MEMORY_TOLERANCE;
      const later = rss.slice(2);
      console.log(
        `Memory: minute 2 ${mb(reference)}, mean of the last ${last.length} minute(s) ${(off * 100).toFixed(1)}% from it ` +
          `(limit ±${MEMORY_TOLERANCE * 100}%): ${flat ? 'flat' : 'NOT FLAT'}; minutes 3 on between ` +
          `${mb(Math.min(...later))} and ${mb(Math.max(...later))}, trend ${(slope(later) / 1024 / 1024).toFixed(1)} MB per minute`,
      );
      if (!flat) failed = true;
    }
  } finally {
    await stopBenchServer(server);
  }
  if (failed) process.exitCode = 1;
}

await main();
