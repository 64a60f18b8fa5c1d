import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { debianTool } from './debian-package';
import { startFrontDoor } from './nginx-front-door';
import { rawGet } from './raw-get';
import { runWrk } from './wrk';

/**
 * bench:pages through nginx with deploy/nginx.conf's rules (deploy/nginx/*.conf): each page's requests per
 * second and p95 under wrk, beside the same gzip bytes served by that nginx as a static file
 * (gzip_static), in the same run, and the ratio. Skipped with a note when nginx or wrk cannot be had.
 */
export interface NginxBench {
  shopPort: number;
  dataDir: string;
  pages: { name: string; pathname: string }[];
  seconds: number;
  concurrency: number;
}

const headers = { 'accept-encoding': 'gzip', 'accept-language': 'sk' };

const column = (value: string, width: number) => value.padStart(width);

export async function benchThroughNginx(bench: NginxBench): Promise<void> {
  const nginx = debianTool('nginx', 'nginx');
  const wrk = debianTool('wrk', 'wrk');
  if ('missing' in nginx || 'missing' in wrk) {
    const why = [nginx, wrk].flatMap((tool) => ('missing' in tool ? [tool.missing] : []));
    console.log(`\nThrough nginx: not measured (${why.join('; ')})`);
    return;
  }
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-static-'));
  const door = await startFrontDoor({
    nginx: nginx.path,
    port: bench.shopPort + 1,
    upstreamPorts: [bench.shopPort],
    appDir: '.',
    dataDir: bench.dataDir,
    staticFiles: { port: bench.shopPort + 2, dir: staticDir },
  });
  const load = { seconds: bench.seconds, connections: bench.concurrency, headers };
  try {
    console.log(
      `\nThrough nginx (deploy/nginx.conf's rules), wrk with ${bench.concurrency} connections for ${bench.seconds} s, gzip:`,
    );
    console.log('target      nginx req/s   nginx p95   static req/s   static p95   share of static   cache');
    for (const page of bench.pages) {
      const url = `http://localhost:${bench.shopPort + 1}${page.pathname}`;
      const sample = await rawGet(url, headers);
      if (sample.status !== 200) throw new Error(`${url} answered ${sample.status} through nginx`);
      const gzip = sample.encoding === 'gzip' ? sample.body : gzipSync(sample.body);
      writeFileSync(path.join(staticDir, `${page.name}.html.gz`), gzip);
      writeFileSync(path.join(staticDir, `${page.name}.html`), gunzipSync(gzip));
      const proxied = await runWrk(wrk.path, url, load);
      const cache = (await rawGet(url, headers)).cache;
      const ceiling = await runWrk(
        wrk.path,
        `http://localhost:${bench.shopPort + 2}/${page.name}.html`,
        load,
      );
      const failures = proxied.failures + ceiling.failures;
      console.log(
        `${page.name.padEnd(10)} ${column(proxied.requestsPerSecond.toFixed(1), 12)} ${column(`${proxied.p95Ms.toFixed(2)} ms`, 11)}` +
          ` ${column(ceiling.requestsPerSecond.toFixed(1), 14)} ${column(`${ceiling.p95Ms.toFixed(2)} ms`, 12)}` +
          ` ${column(`${((proxied.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} %`, 17)}   ${cache}` +
          (failures > 0 ? `   (${failures} failed or not 2xx)` : ''),
      );
    }
  } finally {
    await door.stop();
    rmSync(staticDir, { recursive: true, force: true });
  }
}
