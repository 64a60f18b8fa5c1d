import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Checkout, placeOrder, prepareCheckout } from './bench-shopper';
import { debianTool } from './debian-package';
import { runWrk, type WrkResult } from './wrk';

/**
 * Browsing while orders come in: wrk on many shared pages at once (the categories and their products, as
 * a campaign or a crawler spreads its visitors), first alone, then while one shopper after another places
 * an order every `orderEveryMs`. Every order takes stock, which the shared pages show.
 */
export interface OrdersBench {
  base: string;
  seconds: number;
  concurrency: number;
  headers: Record<string, string>;
  orderEveryMs: number;
}

const CATEGORIES = 8;
const PRODUCTS = 120;

async function html(base: string, pathname: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(`${base}${pathname}`, {
    headers: { ...headers, 'accept-encoding': 'identity' },
  });
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
  return response.text();
}

const linksOf = (page: string, prefix: string) => [
  ...new Set([...page.matchAll(new RegExp(`href="(/${prefix}/[^"?#]+)"`, 'g'))].map((match) => match[1]!)),
];

/** The categories the home page links to, and the products their first pages list. */
async function browsedPaths(base: string, headers: Record<string, string>): Promise<string[]> {
  const categories = linksOf(await html(base, '/', headers), 'kategorie').slice(0, CATEGORIES);
  const products = new Set<string>();
  for (const category of categories)
    for (const product of linksOf(await html(base, category, headers), 'produkt')) products.add(product);
  return [...categories, ...[...products].slice(0, PRODUCTS)];
}

/** Orders one after another, `everyMs` apart, until `stop` says so; answers how many were placed. */
async function orderLoop(checkout: Checkout, everyMs: number, stopped: () => boolean): Promise<number> {
  let placed = 0;
  for (let index = 0; !stopped(); index += 1) {
    const variantId = checkout.variantIds[index % checkout.variantIds.length]!;
    if ((await placeOrder(checkout, variantId)) !== null) placed += 1;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return placed;
}

const row = (label: string, load: WrkResult, extra = '') =>
  `  ${label.padEnd(34)} ${load.requestsPerSecond.toFixed(1).padStart(9)} req/s   p95 ${load.p95Ms
    .toFixed(1)
    .padStart(7)} ms` +
  (load.failures ? `   ${load.failures} failed or timed out` : '') +
  extra;

export async function benchBrowsingWhileOrdering(bench: OrdersBench): Promise<void> {
  const wrk = debianTool('wrk', 'wrk');
  if ('missing' in wrk) {
    console.log(`\nBrowsing while orders come in: not measured (${wrk.missing})`);
    return;
  }
  const paths = await browsedPaths(bench.base, bench.headers);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-orders-'));
  const pathsFile = path.join(folder, 'paths.txt');
  writeFileSync(pathsFile, `${paths.join('\n')}\n`);
  try {
    for (const pathname of paths) await html(bench.base, pathname, bench.headers);
    const checkout = await prepareCheckout(bench.base);
    const load = {
      seconds: bench.seconds,
      connections: bench.concurrency,
      headers: bench.headers,
      pathsFile,
    };
    console.log(
      `\nBrowsing ${paths.length} shared pages (categories and their products) with ${bench.concurrency} clients, ` +
        `then while an order is placed every ${bench.orderEveryMs} ms:`,
    );
    console.log(row('no orders', await runWrk(wrk.path, bench.base, load)));
    let stop = false;
    const orders = orderLoop(checkout, bench.orderEveryMs, () => stop);
    const during = await runWrk(wrk.path, bench.base, load);
    stop = true;
    const placed = await orders;
    console.log(row('while orders are placed', during, `   (${placed} orders)`));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
