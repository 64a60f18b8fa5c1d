import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_SERVER_ENTRY } from '@/lib/server/front-server';

/**
 * `npm run bench:lighthouse [-- --runs 3] [--forms mobile,desktop] [--pages home,category,product,search,order] [--keep]`:
 * Lighthouse 12 scores of the home, a category, a product, a search and the order page (with one item in the cart), mobile (Lighthouse's default) and
 * desktop (`--preset=desktop`), the median of a few runs each. It runs the production build
 * (`npm run build` first) with `next start` on a free loopback port against an embedded database in
 * `.data-lighthouse` (seeded on the first run, reused later). Budget: performance >= 95, accessibility,
 * best practices and SEO = 100; every audit that keeps a category below 100 is listed under the table.
 * Chromium comes from CHROME_PATH (default /usr/bin/chromium).
 */

type FormFactor = 'mobile' | 'desktop';
const pageNames = ['home', 'category', 'product', 'search', 'order'] as const;
type PageName = (typeof pageNames)[number];

interface Options {
  runs: number;
  /** Keep the JSON reports (their folder is printed) to look into an audit. */
  keep: boolean;
  forms: FormFactor[];
  pages: PageName[];
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}

interface Report {
  finalDisplayedUrl: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

interface Row {
  page: PageName;
  form: FormFactor;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  scriptKb: number;
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const DATA_DIR = '.data-lighthouse';

function readOptions(argv: string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const runs = Number(value('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs: a whole number from 1 to 9');
  const forms = (value('forms') ?? 'mobile,desktop').split(',') as FormFactor[];
  if (forms.some((form) => form !== 'mobile' && form !== 'desktop'))
    throw new Error('--forms: mobile, desktop or both');
  const pages = (value('pages') ?? pageNames.join(',')).split(',');
  if (!pages.every((page): page is PageName => (pageNames as readonly string[]).includes(page)))
    throw new Error(`--pages: ${pageNames.join(', ')}`);
  return { runs, forms, pages, keep: argv.includes('--keep') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function startServer(port: number): ChildProcess {
  // The public origin is this server's, so that canonical and hreflang URLs point at the measured pages.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR,
    PUBLIC_URL: `http://localhost:${port}`,
    PORT: String(port),
  };
  delete env.DATABASE_URL;
  // Its own process group, so that stopping it also stops whatever it starts.
  return spawn(process.execPath, [BUILT_SERVER_ENTRY], {
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  process.kill(-server.pid, 'SIGTERM');
  return exited;
}

async function waitForHealth(base: string, server: ChildProcess, limitMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy in time');
}

/**
 * A cart holding one item (the first variant that sells by the piece), so that the order page shows its
 * first step as a shopper sees it: the `cart_token` cookie Lighthouse sends.
 */
async function cartCookie(base: string): Promise<string> {
  for (let variantId = 1; variantId <= 30; variantId += 1) {
    const response = await fetch(`${base}/api/cart/add-to-cart`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-channel-id': 'cz', origin: base },
      body: JSON.stringify({ item_variant_id: variantId, quantity: 1 }),
    });
    const token = /cart_token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (response.ok && token) return `cart_token=${token}`;
  }
  throw new Error('No variant could be put into a cart');
}

/** The first root category of the shop and the first product listed on it. */
async function discoverUrls(base: string): Promise<Record<PageName, string>> {
  const response = await fetch(`${base}/api/category?locale_id=sk`, { headers: { 'x-channel-id': 'cz' } });
  const { categories } = (await response.json()) as { categories: { roots: { url: string }[] } };
  const category = categories.roots[0]?.url;
  if (!category) throw new Error('The shop has no root category');
  const html = await (await fetch(`${base}${category}`, { headers: { 'accept-language': 'sk' } })).text();
  const product = /href="(\/produkt\/[^"?#]+)"/.exec(html)?.[1];
  if (!product) throw new Error(`No product link on ${category}`);
  return {
    home: `${base}/`,
    category: `${base}${category}`,
    product: `${base}${product}`,
    search: `${base}/hladaj?q=${encodeURIComponent('tanier')}`,
    order: `${base}/objednavka`,
  };
}

function runLighthouse(
  url: string,
  form: FormFactor,
  workDir: string,
  index: number,
  cookie: string | null,
): Promise<Report> {
  const output = path.join(workDir, `${form}-${new URL(url).pathname.split('/')[1] || 'home'}-${index}.json`);
  const cli = path.join('node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --no-first-run --disable-sync --disable-quic --lang=sk --accept-lang=sk',
    // The default (Slovak) shop without a language redirect, as a Slovak visitor sees it.
    `--extra-headers=${JSON.stringify({ 'Accept-Language': 'sk', ...(cookie ? { Cookie: cookie } : {}) })}`,
  ];
  if (form === 'desktop') args.push('--preset=desktop');
  return new Promise<Report>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0 && !existsSync(output)) return reject(new Error(`lighthouse exited with ${code}`));
      resolve(JSON.parse(readFileSync(output, 'utf8')) as Report);
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const score = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
const metric = (report: Report, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

/** Audits that cost points in accessibility, best practices or SEO, with their scores. */
function failingAudits(report: Report): string[] {
  const failing: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failing.push(`${id}: ${audit.id} (${audit.title})`);
    }
  }
  return failing;
}

function scriptKb(report: Report): number {
  const items = report.audits['resource-summary']?.details?.items ?? [];
  return (items.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024;
}

async function measure(
  page: PageName,
  form: FormFactor,
  url: string,
  options: Options,
  workDir: string,
  cookie: string | null,
) {
  const reports: Report[] = [];
  for (let index = 0; index < options.runs; index += 1) {
    const report = await runLighthouse(url, form, workDir, index, cookie);
    if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
    if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname)
      console.warn(`  ${url} ended on ${report.finalDisplayedUrl}`);
    reports.push(report);
  }
  const of = (pick: (report: Report) => number) => median(reports.map(pick));
  const row: Row = {
    page,
    form,
    url,
    performance: of((report) => score(report, 'performance')),
    accessibility: of((report) => score(report, 'accessibility')),
    bestPractices: of((report) => score(report, 'best-practices')),
    seo: of((report) => score(report, 'seo')),
    lcp: of((report) => metric(report, 'largest-contentful-paint')),
    tbt: of((report) => metric(report, 'total-blocking-time')),
    cls: of((report) => metric(report, 'cumulative-layout-shift')),
    fcp: of((report) => metric(report, 'first-contentful-paint')),
    scriptKb: of(scriptKb),
    failing: [...new Set(reports.flatMap(failingAudits))],
  };
  console.log(
    `  ${form.padEnd(7)} ${page.padEnd(8)} perf ${row.performance} (runs: ${reports
      .map((report) => score(report, 'performance'))
      .join(', ')})`,
  );
  return row;
}

function printTable(rows: Row[], runs: number) {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`\nMedian of ${runs} Lighthouse runs (budget: perf >= 95, a11y/BP/SEO = 100)\n`);
  console.log(
    'form     page      perf  a11y  BP    SEO   LCP      TBT      CLS     FCP      JS (KB, transferred)',
  );
  for (const row of rows) {
    const cells = [
      row.form.padEnd(8),
      row.page.padEnd(9),
      String(row.performance).padEnd(5),
      String(row.accessibility).padEnd(5),
      String(row.bestPractices).padEnd(5),
      String(row.seo).padEnd(5),
      seconds(row.lcp).padEnd(8),
      `${Math.round(row.tbt)} ms`.padEnd(8),
      row.cls.toFixed(3).padEnd(7),
      seconds(row.fcp).padEnd(8),
      row.scriptKb.toFixed(0),
    ];
    console.log(cells.join(' '));
  }
  const failing = rows.filter((row) => row.failing.length > 0);
  for (const row of failing) {
    console.log(`\nFailing audits, ${row.form} ${row.page} (${row.url}):`);
    for (const line of row.failing) console.log(`  - ${line}`);
  }
  const misses = rows.filter(
    (row) => row.performance < 95 || row.accessibility < 100 || row.bestPractices < 100 || row.seo < 100,
  );
  console.log(misses.length === 0 ? '\nAll budgets hold.' : `\n${misses.length} page(s) miss the budget.`);
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (!existsSync(path.join('.next', 'BUILD_ID')))
    throw new Error('No production build: run `npm run build` first');
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = startServer(port);
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  try {
    await waitForHealth(base, server, 10 * 60_000);
    const urls = await discoverUrls(base);
    const cookie = options.pages.includes('order') ? await cartCookie(base) : null;
    // Warm the server's caches so that the first run does not measure a cold render.
    for (const page of options.pages)
      await (await fetch(urls[page], { headers: { 'accept-language': 'sk', cookie: cookie ?? '' } })).text();
    const rows: Row[] = [];
    for (const form of options.forms)
      for (const page of options.pages)
        rows.push(await measure(page, form, urls[page], options, workDir, page === 'order' ? cookie : null));
    printTable(rows, options.runs);
  } finally {
    await stopServer(server);
    if (options.keep) console.log(`Reports: ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
