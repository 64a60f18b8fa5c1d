import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { env } from '@/lib/config/env';
import { createSeededPostgres } from '../tests/api/support/seeded-snapshots';
import { testMediaDir } from '../tests/api/support/test-database';
import { benchPort, numberOption } from './bench-server';
import { signedInCookie } from './bench-session';
import { type Checkout, type OrdersRun, ordersFor, prepareCheckout } from './bench-shopper';
import { startCluster } from './cluster/start-cluster';
import { debianTool } from './debian-package';
import { rawGet } from './raw-get';
import { runWrk, type WrkResult } from './wrk';

/**
 * `npm run bench:cluster [-- --seconds 20] [--concurrency 16] [--shoppers 8] [--products 2000]`: the
 * production layout (scripts/cluster) with one instance, then with two, on one fresh copy of the seeded
 * PostgreSQL database (TEST_DATABASE_URL's server, else the local one; dropped at the end), behind nginx
 * on BENCH_PORT (3970) with the instances on the ports after it. For each: requests per second and p50/p95
 * of the pages a signed-in customer gets rendered for them (home, a category, a product: wrk, nginx and the
 * shop's page cache bypassed), and orders per second of `shoppers` concurrent shoppers (bench:checkout's),
 * then the ratio two to one. The production build is needed (`npm run build`), and nginx and wrk (Debian's).
 */
const PORT = benchPort(3970);
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const WARM_UP_SECONDS = 3;

interface Options {
  seconds: number;
  concurrency: number;
  shoppers: number;
  products: number;
}

interface Row {
  instances: number;
  pages: WrkResult;
  orders: OrdersRun;
  /** Share of both cores busy (every process on the machine) while the pages, then the orders, were measured. */
  busy: { pages: number; orders: number };
}

function readOptions(argv: string[]): Options {
  return {
    seconds: numberOption(argv, 'seconds', 20, 3, 120),
    concurrency: numberOption(argv, 'concurrency', 16, 1, 64),
    shoppers: numberOption(argv, 'shoppers', 8, 1, 64),
    products: numberOption(argv, 'products', 2000, 20),
  };
}

function tool(command: string): string {
  const found = debianTool(command, command);
  if ('missing' in found) throw new Error(found.missing);
  return found.path;
}

/** Busy and total jiffies of all CPUs since boot (/proc/stat's first line). */
function cpuTimes(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = fields.map(Number);
  const idle = values[3]! + values[4]!;
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** Runs `work` and answers its result with the share of the machine's CPU time that was busy meanwhile. */
async function withCpu<T>(work: () => Promise<T>): Promise<[T, number]> {
  const before = cpuTimes();
  const result = await work();
  const after = cpuTimes();
  return [result, (after.busy - before.busy) / (after.total - before.total)];
}

/** A new database copied from the seeded template (built once per day and database code, as the tests do). */
async function freshDatabase(products: number): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = env.TEST_DATABASE_URL ?? LOCAL_SERVER;
  const name = `shop_bench_cluster_${randomBytes(4).toString('hex')}`;
  await createSeededPostgres(server, name, { products, mediaDir: testMediaDir });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = postgres(server, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The home page, its first category and that category's first product, as a Slovak visitor finds them. */
async function pagePaths(base: string): Promise<string[]> {
  const home = await (await fetch(`${base}/`, { headers: { 'accept-language': 'sk' } })).text();
  const category = /href="(\/kategorie\/[^"?#]+)"/.exec(home)?.[1];
  if (!category) throw new Error('No category link on the home page');
  const listing = await (await fetch(`${base}${category}`)).text();
  const product = /href="(\/produkt\/[^"?#]+)"/.exec(listing)?.[1];
  if (!product) throw new Error(`No product link on ${category}`);
  return ['/', category, product];
}

/** Each page through nginx with the session: 200, and not answered from nginx's cache. */
async function assertRendered(base: string, paths: string[], headers: Record<string, string>) {
  for (const pathname of paths) {
    const answer = await rawGet(`${base}${pathname}`, headers);
    if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`);
    if (answer.cache !== 'BYPASS') throw new Error(`${pathname} came from nginx's cache (${answer.cache})`);
  }
}

async function measure(
  instances: number,
  databaseUrl: string,
  options: Options,
  checkoutOf: (base: string) => Promise<Checkout>,
): Promise<Row> {
  const cluster = await startCluster({
    instances,
    databaseUrl,
    port: PORT,
    firstInstancePort: PORT + 1,
    // One address sends everything: no search limit, and every page view is logged, as in bench:pages.
    env: { SEARCH_REQUESTS_PER_MINUTE: '0', ACTIVITY_LOG_PER_HOUR: '0' },
    logRequests: false,
  });
  const pathsDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
  try {
    const paths = await pagePaths(cluster.base);
    const headers = {
      cookie: await signedInCookie(cluster.base),
      'accept-language': 'sk',
      'accept-encoding': 'gzip',
    };
    await assertRendered(cluster.base, paths, headers);
    const pathsFile = path.join(pathsDir, 'paths.txt');
    writeFileSync(pathsFile, paths.join('\n'));
    const load = { connections: options.concurrency, headers, pathsFile };
    const wrk = tool('wrk');
    await runWrk(wrk, `${cluster.base}/`, { ...load, seconds: WARM_UP_SECONDS });
    const [pages, pagesBusy] = await withCpu(() =>
      runWrk(wrk, `${cluster.base}/`, { ...load, seconds: options.seconds }),
    );
    const checkout = await checkoutOf(cluster.base);
    const [orders, ordersBusy] = await withCpu(() =>
      ordersFor(checkout, { seconds: options.seconds, concurrency: options.shoppers }),
    );
    return { instances, pages, orders, busy: { pages: pagesBusy, orders: ordersBusy } };
  } finally {
    rmSync(pathsDir, { recursive: true, force: true });
    await cluster.stop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (two: number, one: number) => `${(two / one).toFixed(2)}×`;
const share = (value: number) => `${(value * 100).toFixed(0)} %`;

function printTable(rows: Row[]): void {
  console.log(
    'instances   pages req/s   pages p50   pages p95   failed   CPU busy   orders/s   orders   sold out   submit p50   submit p95   CPU busy',
  );
  for (const { instances, pages, orders, busy } of rows)
    console.log(
      `${String(instances).padEnd(9)} ${pages.requestsPerSecond.toFixed(1).padStart(13)} ${ms(pages.p50Ms).padStart(11)}` +
        ` ${ms(pages.p95Ms).padStart(11)} ${String(pages.failures).padStart(8)} ${share(busy.pages).padStart(10)}` +
        ` ${orders.ordersPerSecond.toFixed(1).padStart(10)} ${String(orders.orders).padStart(8)} ${String(orders.soldOut).padStart(10)}` +
        ` ${ms(orders.submit.p50).padStart(12)} ${ms(orders.submit.p95).padStart(12)} ${share(busy.orders).padStart(10)}`,
    );
  const [one, two] = rows;
  if (one && two)
    console.log(
      `2 vs 1    ${ratio(two.pages.requestsPerSecond, one.pages.requestsPerSecond).padStart(13)}` +
        `${''.padStart(43)} ${ratio(two.orders.ordersPerSecond, one.orders.ordersPerSecond).padStart(10)}`,
    );
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  tool('nginx');
  tool('wrk');
  const started = Date.now();
  const database = await freshDatabase(options.products);
  console.log(
    `PostgreSQL: a fresh copy of the seeded ${options.products}-product database; ${os.cpus().length} CPUs, ` +
      `load average ${os.loadavg()[0]!.toFixed(2)} before the run. Pages: a signed-in customer's home, ` +
      `category and product, wrk with ${options.concurrency} connections for ${options.seconds} s. ` +
      `Orders: ${options.shoppers} shoppers for ${options.seconds} s.`,
  );
  let checkout: Checkout | undefined;
  const checkoutOf = async (base: string) => {
    checkout ??= await prepareCheckout(base);
    return { ...checkout, base };
  };
  try {
    const rows = [];
    for (const instances of [1, 2]) rows.push(await measure(instances, database.url, options, checkoutOf));
    printTable(rows);
    console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
  } finally {
    await database.drop();
  }
}

await main();
