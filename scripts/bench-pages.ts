import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  benchPort,
  databaseLabel,
  optionOf,
  startBenchServer,
  stopBenchServer,
  summarize,
  type Timings,
  waitForHealth,
} from './bench-server';
import { benchThroughNginx } from './bench-pages-nginx';
import { benchBrowsingWhileOrdering } from './bench-pages-orders';
import { debianTool } from './debian-package';
import { catalogPagePaths } from './catalog-page-paths';
import { rawGet } from './raw-get';
import { signedInCookie } from './bench-session';
import { runWrk } from './wrk';
import { firstLoadJsMeter } from './first-load-js';

/**
 * `npm run bench:pages [-- --products 2000] [--seconds 10] [--concurrency 16]`: for the home, a category,
 * a product and a search page and the suggest call, the server time one request at a time (p50/p95, warm
 * cache) and the requests per second of `concurrency` clients, beside the same bytes served as a static
 * file by a plain node server on the same machine (the physical ceiling of this machine and loopback), as
 * a ratio; and each page's first-load JavaScript (gzip) as the browser gets it. Production build
 * (`npm run build` first), `next start` on loopback, an embedded database in `.data-bench-<size>` or
 * BENCH_DATABASE_URL's PostgreSQL. Then many shared pages browsed at once, alone and while orders come in
 * (bench-pages-orders.ts), and the home, category and product page through nginx with deploy/nginx.conf's
 * rules (bench-pages-nginx.ts), on the two ports after the server's. `--only pages,orders,nginx` picks
 * the sections.
 */

const PORT = benchPort(3920);
const SERIAL_REQUESTS = 100;
/** The pages the page cache serves to everyone: measured through nginx too. */
const NGINX_PAGES = ['home', 'category', 'product'];
/** A busy sale: an order every half second while the shared pages are browsed. */
const ORDER_EVERY_MS = 500;

const SECTIONS = ['pages', 'orders', 'nginx'] as const;
type Section = (typeof SECTIONS)[number];

interface Options {
  products: number;
  seconds: number;
  concurrency: number;
  sections: Section[];
}

function readOptions(argv: string[]): Options {
  const value = (name: string) => optionOf(argv, name);
  const products = Number(value('products') ?? 2000);
  if (!Number.isInteger(products) || products < 20) throw new Error('--products: a whole number ≥ 20');
  return {
    products,
    seconds: Math.min(120, Math.max(3, Number(value('seconds') ?? 10))),
    concurrency: Math.min(64, Math.max(1, Number(value('concurrency') ?? 16))),
    sections: (value('only')?.split(',') ?? SECTIONS).map((name) => {
      if (!SECTIONS.includes(name as Section))
        throw new Error(`--only: one or more of ${SECTIONS.join(', ')}`);
      return name as Section;
    }),
  };
}

interface Target {
  name: string;
  url: string;
  /** Pages have first-load JavaScript; the suggest call has none. */
  isPage: boolean;
  /** A signed-in visitor's session cookie: their pages are rendered for them, never shared. */
  cookie?: string;
}

async function targets(base: string): Promise<Target[]> {
  const [, category, product] = await catalogPagePaths(base);
  return [
    { name: 'home', url: `${base}/`, isPage: true },
    { name: 'category', url: `${base}${category}`, isPage: true },
    { name: 'product', url: `${base}${product}`, isPage: true },
    {
      name: 'category, signed in',
      url: `${base}${category}`,
      isPage: true,
      cookie: await signedInCookie(base),
    },
    { name: 'search', url: `${base}/hladaj?q=${encodeURIComponent('pohár na víno')}`, isPage: true },
    { name: 'suggest', url: `${base}/api/search/suggest?q=${encodeURIComponent('tanier')}`, isPage: false },
  ];
}

/** What a browser sends that the answer depends on: its language, and gzip as the static file is gzip. */
const headers = { 'accept-language': 'sk', 'x-channel-id': 'cz', 'accept-encoding': 'gzip' };

function headersOf(target: Pick<Target, 'cookie'>): Record<string, string> {
  return target.cookie ? { ...headers, cookie: target.cookie } : headers;
}

/** Time to the last byte; anything but 200 fails the benchmark. */
async function timedGet(url: string, requestHeaders: Record<string, string> = headers): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: requestHeaders });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function serial(url: string, requestHeaders: Record<string, string>): Promise<Timings> {
  await timedGet(url, requestHeaders);
  const timings: number[] = [];
  for (let index = 0; index < SERIAL_REQUESTS; index += 1) timings.push(await timedGet(url, requestHeaders));
  return summarize(timings);
}

interface Load {
  requestsPerSecond: number;
  /** Under load; null when measured without wrk. */
  p95Ms: number | null;
  /** Timed out (wrk's 2 s) or not 2xx: a render that could not keep up. */
  failures: number;
}

/** wrk (Debian's) when it can be had: a load generator in node would share the two cores with the shop. */
async function underLoad(
  url: string,
  requestHeaders: Record<string, string>,
  options: Options,
): Promise<Load> {
  const wrk = debianTool('wrk', 'wrk');
  if ('path' in wrk) {
    const result = await runWrk(wrk.path, url, {
      seconds: options.seconds,
      connections: options.concurrency,
      headers: requestHeaders,
    });
    return { requestsPerSecond: result.requestsPerSecond, p95Ms: result.p95Ms, failures: result.failures };
  }
  const deadline = performance.now() + options.seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      await timedGet(url, requestHeaders);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { requestsPerSecond: done / ((performance.now() - started) / 1000), p95Ms: null, failures: 0 };
}

/** The answer's bytes served from memory by node's own HTTP server: what this machine can do at best. */
async function staticCeiling(
  body: Buffer,
  type: string,
  encoding: string | null,
): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': type,
      'content-length': body.length,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/` };
}

/** The gzip size of every script the page loads from its own origin before anything else happens. */
async function firstLoadJs(base: string, html: string): Promise<number> {
  const measure = firstLoadJsMeter(async (source) =>
    Buffer.from(await (await fetch(`${base}${source}`)).arrayBuffer()),
  );
  return (await measure(html)).total;
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

/** Each target alone: one request at a time, then under load beside its static ceiling. */
async function benchTargets(base: string, measured: Target[], options: Options): Promise<void> {
  console.log(
    'target                server p50   server p95   requests/s   p95 loaded   static req/s   share of ceiling   first-load JS (gzip)   cache',
  );
  for (const target of measured) {
    const requestHeaders = headersOf(target);
    const sample = await rawGet(target.url, requestHeaders);
    if (sample.status !== 200) throw new Error(`${target.url} answered ${sample.status}`);
    // Before the load: a connection idle through wrk's run may be closed under the next fetch.
    const js = target.isPage ? `${((await firstLoadJs(base, sample.html)) / 1000).toFixed(1)} kB` : '–';
    const timings = await serial(target.url, requestHeaders);
    const load = await underLoad(target.url, requestHeaders, options);
    const ceiling = await staticCeiling(sample.body, sample.type, sample.encoding);
    const staticLoad = await underLoad(ceiling.url, headers, options);
    ceiling.server.close();
    const share = `${((load.requestsPerSecond / staticLoad.requestsPerSecond) * 100).toFixed(1)} %`;
    console.log(
      `${target.name.padEnd(20)} ${ms(timings.p50)}    ${ms(timings.p95)}    ${load.requestsPerSecond.toFixed(1).padStart(9)}    ` +
        `${(load.p95Ms === null ? '–' : ms(load.p95Ms)).padStart(9)}    ${staticLoad.requestsPerSecond.toFixed(1).padStart(11)}    ` +
        `${share.padStart(15)}    ${js.padStart(18)}   ${sample.cache}` +
        (load.failures > 0 ? `   (${load.failures} timed out or failed)` : ''),
    );
  }
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (!existsSync(path.join('.next', 'BUILD_ID')))
    throw new Error('No production build: run `npm run build` first');
  const dataDir = `.data-bench-${options.products}`;
  const server = startBenchServer({
    port: PORT,
    dataDir,
    products: options.products,
  });
  try {
    await waitForHealth(server);
    console.log(
      `Database: ${databaseLabel()}, ${options.products} products; load: ${options.concurrency} clients for ${options.seconds} s`,
    );
    const measured = await targets(server.base);
    if (options.sections.includes('pages')) await benchTargets(server.base, measured, options);
    if (options.sections.includes('orders'))
      await benchBrowsingWhileOrdering({
        base: server.base,
        seconds: options.seconds,
        concurrency: options.concurrency,
        headers,
        orderEveryMs: ORDER_EVERY_MS,
      });
    if (options.sections.includes('nginx'))
      await benchThroughNginx({
        shopPort: PORT,
        dataDir,
        pages: measured
          .filter((target) => NGINX_PAGES.includes(target.name))
          .map((target) => ({ name: target.name, pathname: new URL(target.url).pathname })),
        seconds: options.seconds,
        concurrency: options.concurrency,
      });
  } finally {
    await stopBenchServer(server);
  }
}

await main();
