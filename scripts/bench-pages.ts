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
import { firstLoadJsMeter } from './first-load-js';

/**
 * `npm run bench:pages [-- --products 2000] [--seconds 10] [--concurrency 16]`: for the home, a category,
 * a product and a search page and the suggest call, the server time one request at a time (p50/p95, warm
 * cache) and the requests per second of `concurrency` clients, beside the same bytes served as a static
 * file by a plain node server on the same machine (the physical ceiling of this machine and loopback), as
 * a ratio; and each page's first-load JavaScript (gzip) as the browser gets it. Production build
 * (`npm run build` first), `next start` on loopback, an embedded database in `.data-bench-<size>` or
 * BENCH_DATABASE_URL's PostgreSQL. Then the home, category and product page through nginx with
 * deploy/nginx.conf's rules (bench-pages-nginx.ts), on the two ports after the server's.
 */

const PORT = benchPort(3920);
const SERIAL_REQUESTS = 100;
/** The pages the issue's page cache serves to everyone: measured through nginx too. */
const NGINX_PAGES = ['home', 'category', 'product'];

interface Options {
  products: number;
  seconds: number;
  concurrency: number;
}

function readOptions(argv: string[]): Options {
  const value = (name: string) => optionOf(argv, name);
  const products = Number(value('products') ?? 2000);
  if (!Number.isInteger(products) || products < 20) throw new Error('--products: a whole number ≥ 20');
  return {
    products,
    seconds: Math.min(120, Math.max(3, Number(value('seconds') ?? 10))),
    concurrency: Math.min(64, Math.max(1, Number(value('concurrency') ?? 16))),
  };
}

interface Target {
  name: string;
  url: string;
  /** Pages have first-load JavaScript; the suggest call has none. */
  isPage: boolean;
}

async function targets(base: string): Promise<Target[]> {
  const home = await (await fetch(`${base}/`, { headers: { 'accept-language': 'sk' } })).text();
  const category = /href="(\/kategorie\/[^"?#]+)"/.exec(home)?.[1];
  if (!category) throw new Error('No category link on the home page');
  const listing = await (await fetch(`${base}${category}`)).text();
  const product = /href="(\/produkt\/[^"?#]+)"/.exec(listing)?.[1];
  if (!product) throw new Error(`No product link on ${category}`);
  return [
    { name: 'home', url: `${base}/`, isPage: true },
    { name: 'category', url: `${base}${category}`, isPage: true },
    { name: 'product', url: `${base}${product}`, isPage: true },
    { name: 'search', url: `${base}/hladaj?q=${encodeURIComponent('pohár na víno')}`, isPage: true },
    { name: 'suggest', url: `${base}/api/search/suggest?q=${encodeURIComponent('tanier')}`, isPage: false },
  ];
}

const headers = { 'accept-language': 'sk', 'x-channel-id': 'cz' };

/** Time to the last byte; anything but 200 fails the benchmark. */
async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function serial(url: string): Promise<Timings> {
  await timedGet(url);
  const timings: number[] = [];
  for (let index = 0; index < SERIAL_REQUESTS; index += 1) timings.push(await timedGet(url));
  return summarize(timings);
}

async function requestsPerSecond(url: string, options: Options): Promise<number> {
  const deadline = performance.now() + options.seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      await timedGet(url);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return done / ((performance.now() - started) / 1000);
}

/** The answer's bytes served from memory by node's own HTTP server: what this machine can do at best. */
async function staticCeiling(body: Buffer, contentType: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
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
    console.log(
      'target      server p50   server p95   requests/s   static req/s   share of ceiling   first-load JS (gzip)',
    );
    const measured = await targets(server.base);
    for (const target of measured) {
      const response = await fetch(target.url, { headers });
      const body = Buffer.from(await response.arrayBuffer());
      const timings = await serial(target.url);
      const rps = await requestsPerSecond(target.url, options);
      const ceiling = await staticCeiling(body, response.headers.get('content-type') ?? 'text/html');
      const staticRps = await requestsPerSecond(ceiling.url, options);
      ceiling.server.close();
      const js = target.isPage
        ? `${((await firstLoadJs(server.base, body.toString())) / 1000).toFixed(1)} kB`
        : '–';
      console.log(
        `${target.name.padEnd(10)} ${ms(timings.p50)}    ${ms(timings.p95)}    ${rps.toFixed(1).padStart(9)}    ` +
          `${staticRps.toFixed(1).padStart(11)}    ${`${((rps / staticRps) * 100).toFixed(1)} %`.padStart(15)}    ${js.padStart(10)}`,
      );
    }
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
