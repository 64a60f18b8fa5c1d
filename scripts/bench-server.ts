import { type ChildProcess, spawn } from 'node:child_process';
import { openPglite, openPostgres } from '@/lib/server/db/connect';
import { BUILT_SERVER_ENTRY } from '@/lib/server/front-server';
import type { Database } from '@/lib/server/db/types';

/**
 * What the benchmark scripts share: the production server they start on loopback (an embedded database in
 * `dataDir`, or BENCH_DATABASE_URL's PostgreSQL), their options and their percentiles.
 */
export interface BenchServer {
  process: ChildProcess;
  base: string;
}

/** `--name value` of the command line, or undefined. */
export function optionOf(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : undefined;
}

/** `--name` as a number between `min` and `max`, or `fallback` when it is not given. */
export function numberOption(
  argv: string[],
  name: string,
  fallback: number,
  min: number,
  max = Infinity,
): number {
  return Math.min(max, Math.max(min, Number(optionOf(argv, name) ?? fallback)));
}

/** The value at `share` (0–1) of ascending `sorted` timings. */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

export interface Timings {
  p50: number;
  p95: number;
  count: number;
}

export function summarize(timings: number[]): Timings {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), count: sorted.length };
}

/** The production server (server.ts) of the build (`npm run build` first), seeding `products` on a first start. */
export function startBenchServer(options: { port: number; dataDir: string; products: number }): BenchServer {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: options.dataDir,
    SEED_PRODUCTS: String(options.products),
    // The load comes from one address, which is exactly what the search limit stops, and the hourly share
    // of logged searches and page views would leave their writes out: both off for benchmarks.
    SEARCH_REQUESTS_PER_MINUTE: process.env.SEARCH_REQUESTS_PER_MINUTE ?? '0',
    ACTIVITY_LOG_PER_HOUR: process.env.ACTIVITY_LOG_PER_HOUR ?? '0',
  };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  else delete env.DATABASE_URL;
  env.PORT = String(options.port);
  // Its own process group, so that stopping it stops whatever it starts.
  const child = spawn(process.execPath, [BUILT_SERVER_ENTRY], {
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { process: child, base: `http://localhost:${options.port}` };
}

export async function stopBenchServer(server: BenchServer): Promise<void> {
  const child = server.process;
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** Waits until `/api/health` answers (a first start migrates and seeds, which takes minutes at 50,000). */
export async function waitForHealth(server: BenchServer, limitMs = 15 * 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (server.process.exitCode !== null)
      throw new Error(`The server exited with code ${server.process.exitCode}`);
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy in time');
}

/** BENCH_DATABASE_URL's PostgreSQL, or an in-memory PGlite: for the benchmarks that call services in process. */
export async function openBenchDatabase(): Promise<Database> {
  const url = process.env.BENCH_DATABASE_URL;
  return url ? openPostgres(url) : openPglite(null);
}

export function databaseLabel(): string {
  return process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite';
}

/** BENCH_PORT, or the script's own port, so that two benchmarks (or checkouts) can run side by side. */
export function benchPort(fallback: number): number {
  return Number(process.env.BENCH_PORT ?? fallback);
}
