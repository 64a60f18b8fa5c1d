import { get } from 'node:http';
import {
  benchPort,
  databaseLabel,
  numberOption,
  optionOf,
  startBenchServer,
  stopBenchServer,
  summarize,
  type Timings,
  waitForHealth,
} from './bench-server';

/**
 * `npm run bench:burst [-- --requests 200] [--renders 24|off]`: what a burst of search-page requests from
 * one address does to everybody else. `requests` searches start at once (the per-address search limit on,
 * at its default of 120 a minute), while the health check is asked every 50 ms and another visitor loads
 * a category page one request after another. Reported: the served and the refused searches (429 by the
 * search limit, 503 past the cap on renders in flight) with their latency, and the health check's and the
 * bystander's latency during the burst. `--renders off` lifts the cap (MAX_CONCURRENT_RENDERS=10000), as
 * the shop was before it had one. Production build (`npm run build` first), an embedded database in
 * `.data-bench-2000` or BENCH_DATABASE_URL's PostgreSQL.
 */

const PORT = benchPort(3960);
const SEARCH_TERMS = ['pohár', 'tanier', 'príbor', 'hrnček', 'misa', 'utierka', 'mydlo', 'servítky'];

interface Sample {
  status: number;
  ms: number;
}

/**
 * A GET on a connection of its own (fetch would pool them, and the burst would not be one), to 127.0.0.1
 * with the shop's Host: resolving `localhost` for each request queues on Node's four resolver threads and
 * spreads a burst of 200 over seconds.
 */
function timed(url: string): Promise<Sample> {
  const { port, pathname, search, host } = new URL(url);
  const started = performance.now();
  return new Promise((resolve) => {
    const options = {
      host: '127.0.0.1',
      port,
      path: `${pathname}${search}`,
      agent: false,
      headers: { host, 'accept-language': 'sk' },
    };
    const call = get(options, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    call.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

function line(name: string, samples: Sample[]): string {
  const timings: Timings = summarize(samples.map((sample) => sample.ms));
  const max = Math.max(0, ...samples.map((sample) => sample.ms));
  return `| ${name} | ${timings.count} | ${timings.p50.toFixed(0)} | ${timings.p95.toFixed(0)} | ${max.toFixed(0)} |`;
}

async function repeatUntil(done: () => boolean, url: string, pauseMs: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  while (!done()) {
    samples.push(await timed(url));
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return samples;
}

async function main() {
  const argv = process.argv.slice(2);
  const requests = numberOption(argv, 'requests', 200, 1, 2000);
  const uncapped = optionOf(argv, 'renders') === 'off';
  process.env.SEARCH_REQUESTS_PER_MINUTE ??= '120';
  if (uncapped) process.env.MAX_CONCURRENT_RENDERS = '10000';
  const server = startBenchServer({ port: PORT, dataDir: '.data-bench-2000', products: 2000 });
  try {
    await waitForHealth(server);
    const category = /href="(\/kategorie\/[^"?#]+)"/.exec(await (await fetch(`${server.base}/`)).text())?.[1];
    if (!category) throw new Error('No category link on the home page');
    // Warm: the first render of a page loads its code, which a burst right after a start would measure.
    for (const path of [category, '/hladaj?q=pohar', '/hladaj?q=tanier'])
      await timed(`${server.base}${path}`);

    let burstOver = false;
    const health = repeatUntil(() => burstOver, `${server.base}/api/health`, 50);
    const bystander = repeatUntil(() => burstOver, `${server.base}${category}`, 0);
    const searches = await Promise.all(
      Array.from({ length: requests }, (_, index) =>
        timed(
          `${server.base}/hladaj?q=${encodeURIComponent(SEARCH_TERMS[index % SEARCH_TERMS.length]!)}-${index}`,
        ),
      ),
    );
    burstOver = true;

    const served = searches.filter((sample) => sample.status === 200);
    const limited = searches.filter((sample) => sample.status === 429);
    const shed = searches.filter((sample) => sample.status === 503);
    const other = searches.length - served.length - limited.length - shed.length;
    console.log(
      `\n${requests} concurrent search pages from one address, ${databaseLabel()}, renders in flight: ${uncapped ? 'no cap' : (process.env.MAX_CONCURRENT_RENDERS ?? 'default cap')}\n`,
    );
    console.log('| requests | count | p50 ms | p95 ms | max ms |\n| --- | --- | --- | --- | --- |');
    console.log(line('searches served (200)', served));
    console.log(line('searches refused by the search limit (429)', limited));
    console.log(line('searches refused past the cap (503)', shed));
    console.log(line('health check during the burst', await health));
    console.log(line('another visitor’s category page', await bystander));
    if (other > 0) console.log(`\n${other} searches answered otherwise (errors or other statuses)`);
  } finally {
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
