import { existsSync } from 'node:fs';
import path from 'node:path';
import { benchPort, startBenchServer, stopBenchServer, waitForHealth } from './bench-server';
import { FIRST_LOAD_JS_BUDGET_KB, firstLoadJsMeter, kilobytes, shopPages } from './first-load-js';

/**
 * `npm run bench:bundle [-- --scripts]`: each shop page's first-load JavaScript (gzip) as a browser gets it
 * from the production build (`npm run build` first), against the budget; exits with 1 when a page is over
 * it. `--scripts` also lists each page's scripts.
 */

const PORT = benchPort(3930);
const headers = { 'accept-language': 'sk' };

async function main() {
  if (!existsSync(path.join('.next', 'BUILD_ID')))
    throw new Error('No production build: run `npm run build` first');
  const listScripts = process.argv.includes('--scripts');
  const server = startBenchServer({ port: PORT, dataDir: '.data-bench-bundle', products: 200 });
  let over = 0;
  try {
    await waitForHealth(server);
    const getHtml = async (pagePath: string) => {
      const response = await fetch(`${server.base}${pagePath}`, { headers });
      if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
      return response.text();
    };
    const measure = firstLoadJsMeter(async (source) =>
      Buffer.from(await (await fetch(`${server.base}${source}`)).arrayBuffer()),
    );
    console.log(`page            first-load JS (gzip)   budget ${FIRST_LOAD_JS_BUDGET_KB} kB`);
    for (const page of await shopPages(getHtml)) {
      const { total, scripts } = await measure(await getHtml(page.path));
      const fits = total <= FIRST_LOAD_JS_BUDGET_KB * 1000;
      if (!fits) over += 1;
      console.log(
        `${page.name.padEnd(15)} ${kilobytes(total).padStart(10)}   ${fits ? 'ok' : 'OVER'}   ${page.path}`,
      );
      if (listScripts) {
        for (const script of scripts)
          console.log(`${''.padEnd(18)}${kilobytes(script.gzip).padStart(9)}  ${script.source}`);
      }
    }
  } finally {
    await stopBenchServer(server);
  }
  if (over > 0) {
    console.error(`${over} page(s) over the ${FIRST_LOAD_JS_BUDGET_KB} kB budget`);
    process.exitCode = 1;
  }
}

await main();
