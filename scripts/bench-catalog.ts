import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  benchPort,
  databaseLabel,
  optionOf,
  percentile,
  startBenchServer,
  stopBenchServer,
  summarize,
  type Timings,
  waitForHealth,
} from './bench-server';

/**
 * `npm run bench:catalog [-- --products 2000,50000] [--seconds 15] [--concurrency 16]`: server time of the
 * category and search pages (p50/p95, one request at a time, cold: rendered from the database, and warm:
 * from the tagged cache) and requests per second of the category page under load, on a catalog of each size. It runs the production build (`npm run build` first) with
 * `next start` on loopback, against an embedded database in `.data-bench-<size>` (seeded on the first
 * run, reused later) or, with BENCH_DATABASE_URL, a PostgreSQL database (which must hold that catalog:
 * `DATABASE_URL=… npm run db:seed -- --products 50000`).
 */

const PORT = benchPort(3900);
const BASE = `http://localhost:${PORT}`;
const SERIAL_REQUESTS = 120;

interface Options {
  sizes: number[];
  seconds: number;
  concurrency: number;
}

function readOptions(argv: string[]): Options {
  const value = (name: string) => optionOf(argv, name);
  const sizes = (value('products') ?? '2000,50000').split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 20))
    throw new Error('--products: sizes like 2000,50000');
  return {
    sizes,
    seconds: Math.min(120, Math.max(3, Number(value('seconds') ?? 15))),
    concurrency: Math.min(64, Math.max(1, Number(value('concurrency') ?? 16))),
  };
}

/** Time to the last byte of a page; a non-200 answer is a failure of the benchmark, not a sample. */
async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-language': 'sk' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function categoryUrls(): Promise<string[]> {
  const response = await fetch(`${BASE}/api/category?locale_id=sk`, { headers: { 'x-channel-id': 'cz' } });
  const { categories } = (await response.json()) as {
    categories: {
      roots: { url: string }[];
      byParent: Record<string, { url: string; is_brand_taxon: boolean }[]>;
    };
  };
  const children = Object.values(categories.byParent)
    .flat()
    .filter((item) => !item.is_brand_taxon);
  const bases = [...categories.roots.map((root) => root.url), ...children.map((child) => child.url)];
  const variants = ['', '?sort=cheapest', '?in_stock=1', '?page=2', '?sort=newest&page=2'];
  // Distinct URLs, bases first, so that the cold pass never repeats one.
  return variants.flatMap((variant) => bases.map((base) => `${BASE}${base}${variant}`));
}

const searchTerms = [
  'tanier',
  'pohár na víno',
  'sklenice',
  'noz',
  'uterák',
  'servitky',
  'hrnček',
  'wine glass',
  'talir',
  'príbor',
  'miska',
  'karafa',
];
const searchSorts = ['', '&sort=cheapest', '&page=2'];

/**
 * One request at a time. The first request of each URL is rendered from the database (cold: the
 * server starts with an empty cache and no URL repeats); the same URLs asked again are served from the
 * tagged cache (warm), which is what most visitors get between two catalog changes.
 */
async function serial(urls: string[]): Promise<{ cold: Timings; warm: Timings }> {
  const cold: number[] = [];
  for (const url of urls.slice(0, SERIAL_REQUESTS)) cold.push(await timedGet(url));
  const warm: number[] = [];
  for (let index = 0; index < SERIAL_REQUESTS; index += 1)
    warm.push(await timedGet(urls[index % Math.min(urls.length, SERIAL_REQUESTS)]!));
  return { cold: summarize(cold), warm: summarize(warm) };
}

async function load(urls: string[], seconds: number, concurrency: number) {
  const deadline = performance.now() + seconds * 1000;
  const timings: number[] = [];
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      timings.push(await timedGet(urls[next++ % urls.length]!));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  return { rps: timings.length / elapsed, p95: percentile(timings, 0.95) };
}

async function benchSize(size: number, options: Options) {
  const server = startBenchServer({ port: PORT, dataDir: `.data-bench-${size}`, products: size });
  try {
    const seeding = performance.now();
    await waitForHealth(server);
    console.log(`\n${size} products: server ready in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
    const categories = await categoryUrls();
    const searches = searchSorts.flatMap((sort) =>
      searchTerms.map((term) => `${BASE}/hladaj?q=${encodeURIComponent(term)}${sort}`),
    );
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const line = (label: string, timings: Timings) =>
      console.log(
        `  ${label.padEnd(22)} p50 ${ms(timings.p50)}  p95 ${ms(timings.p95)}  (${timings.count} requests)`,
      );
    const category = await serial(categories);
    line('category page, cold', category.cold);
    line('category page, warm', category.warm);
    const loaded = await load(categories.slice(0, SERIAL_REQUESTS), options.seconds, options.concurrency);
    console.log(
      `  category page under load (${options.concurrency} clients, ${options.seconds} s, cache warm): ` +
        `${loaded.rps.toFixed(1)} requests/s, p95 ${ms(loaded.p95)}`,
    );
    const search = await serial(searches);
    line('search page, first', search.cold);
    line('search page, again', search.warm);
  } finally {
    await stopBenchServer(server);
  }
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (!existsSync(path.join('.next', 'BUILD_ID')))
    throw new Error('No production build: run `npm run build` first');
  console.log(`Database: ${databaseLabel()}`);
  for (const size of options.sizes) await benchSize(size, options);
}

await main();
