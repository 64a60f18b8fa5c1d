import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { createPostgresDatabase, testMediaDir } from '../tests/api/support/test-database';
import { benchPort, numberOption } from './bench-server';
import { catalogPagePaths } from './catalog-page-paths';
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
 * each with the share of both cores busy meanwhile and, in brackets, the shares of the load generator and
 * of processes that are neither the cluster's nor PostgreSQL's (another test run); then the ratio two to one. The production build is needed (`npm run build`), and nginx and wrk (Debian's).
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
  /** Shares of the machine's CPU time while the pages, then the orders, were measured. */
  cpu: { pages: CpuShare; orders: CpuShare };
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

interface CpuShare {
  /** Every process of the machine. */
  busy: number;
  /** The load generator: this process (the shoppers) and the children it waited for (wrk). */
  generator: number;
  /** Processes neither started by this one nor PostgreSQL's: whatever else the machine was doing. */
  others: number;
}

interface ProcessTicks {
  parent: number;
  name: string;
  ticks: number;
}

/** A /proc/<pid>/stat line: parent, name, CPU ticks (user + system; with `waited`, also its reaped children's). */
function parseStat(stat: string, waited: boolean): ProcessTicks {
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  // After the name: state, parent, …; user and system time are the 12th and 13th, the children's the next two.
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return {
    parent: fields[1]!,
    name,
    ticks: fields[11]! + fields[12]! + (waited ? fields[13]! + fields[14]! : 0),
  };
}

function processTicks(): Map<number, ProcessTicks> {
  const processes = new Map<number, ProcessTicks>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      processes.set(Number(entry), parseStat(readFileSync(`/proc/${entry}/stat`, 'utf8'), false));
    } catch {
      // It ended meanwhile.
    }
  }
  return processes;
}

function startedHere(pid: number, processes: Map<number, ProcessTicks>): boolean {
  for (let current = processes.get(pid); current; current = processes.get(current.parent))
    if (current.parent === process.pid) return true;
  return false;
}

/** Ticks of all CPUs since boot (/proc/stat's first line), the load generator's and other processes'. */
function cpuTicks(): { busy: number; total: number; generator: number; others: Map<number, number> } {
  // user, nice, system, idle, iowait, irq, softirq, steal (guest time is already counted in user and nice).
  const machine = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const idle = machine[3]! + machine[4]!;
  const total = machine.reduce((sum, value) => sum + value, 0);
  const processes = processTicks();
  const others = new Map<number, number>();
  for (const [pid, { name, ticks }] of processes)
    if (pid !== process.pid && name !== 'postgres' && !startedHere(pid, processes)) others.set(pid, ticks);
  const generator = parseStat(readFileSync('/proc/self/stat', 'utf8'), true).ticks;
  return { busy: total - idle, total, generator, others };
}

/** Runs `work` and answers its result with the shares of the machine's CPU time spent meanwhile. */
async function withCpu<T>(work: () => Promise<T>): Promise<[T, CpuShare]> {
  const before = cpuTicks();
  const result = await work();
  const after = cpuTicks();
  const total = after.total - before.total;
  let others = 0;
  for (const [pid, ticks] of after.others) others += ticks - (before.others.get(pid) ?? 0);
  return [
    result,
    {
      busy: (after.busy - before.busy) / total,
      generator: (after.generator - before.generator) / total,
      others: others / total,
    },
  ];
}

/** A new database copied from the seeded template (built once per day and database code, as the tests do). */
function freshDatabase(products: number): Promise<{ url: string; drop: () => Promise<void> }> {
  return createPostgresDatabase({ products, mediaDir: testMediaDir }, env.TEST_DATABASE_URL ?? LOCAL_SERVER);
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
    const paths = await catalogPagePaths(cluster.base);
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
    const [pages, pagesCpu] = await withCpu(() =>
      runWrk(wrk, `${cluster.base}/`, { ...load, seconds: options.seconds }),
    );
    const checkout = await checkoutOf(cluster.base);
    const [orders, ordersCpu] = await withCpu(() =>
      ordersFor(checkout, { seconds: options.seconds, concurrency: options.shoppers }),
    );
    return { instances, pages, orders, cpu: { pages: pagesCpu, orders: ordersCpu } };
  } finally {
    rmSync(pathsDir, { recursive: true, force: true });
    await cluster.stop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (two: number, one: number) => `${(two / one).toFixed(2)}×`;
const percent = (value: number) => (value * 100).toFixed(0);
const cpu = ({ busy, generator, others }: CpuShare) =>
  `${percent(busy)} % (${percent(generator)} / ${percent(others)})`;

function printTable(rows: Row[]): void {
  console.log(
    'instances   pages req/s   pages p50   pages p95   failed   CPU (gen./other)   orders/s   orders   sold out   submit p50   submit p95   CPU (gen./other)',
  );
  for (const { instances, pages, orders, cpu: shares } of rows)
    console.log(
      `${String(instances).padEnd(9)} ${pages.requestsPerSecond.toFixed(1).padStart(13)} ${ms(pages.p50Ms).padStart(11)}` +
        ` ${ms(pages.p95Ms).padStart(11)} ${String(pages.failures).padStart(8)} ${cpu(shares.pages).padStart(18)}` +
        ` ${orders.ordersPerSecond.toFixed(1).padStart(10)} ${String(orders.orders).padStart(8)} ${String(orders.soldOut).padStart(10)}` +
        ` ${ms(orders.submit.p50).padStart(12)} ${ms(orders.submit.p95).padStart(12)} ${cpu(shares.orders).padStart(18)}`,
    );
  const [one, two] = rows;
  if (one && two)
    console.log(
      `2 vs 1    ${ratio(two.pages.requestsPerSecond, one.pages.requestsPerSecond).padStart(13)}` +
        `${''.padStart(51)} ${ratio(two.orders.ordersPerSecond, one.orders.ordersPerSecond).padStart(10)}`,
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
