import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUILT_SERVER_ENTRY } from '@/lib/server/front-server';

/**
 * The production build (`npm run build` first) run by its server (server.ts) in its own process group, as a
 * real deployment runs it: the reliability tests kill it with SIGKILL and start it again.
 */
export interface ShopServer {
  base: string;
  /** What the server wrote to stderr, for the message of a failed test. */
  log: () => string;
  /** SIGKILL to the whole process group: no shutdown hook, no flush, open sockets reset. */
  kill: () => Promise<void>;
  /** SIGTERM, as a deployment stops it. */
  stop: () => Promise<void>;
  /** The process's exit code once it has exited (null before, or when a signal ended it). */
  exitCode: () => number | null;
}

export interface ServerDatabase {
  /** The embedded database's folder (`DATA_DIR`), also used for the server's mail and media. */
  dataDir: string;
  /** A PostgreSQL database instead of the embedded one. */
  databaseUrl?: string;
}

/** RELIABILITY_PORT lets two checkouts run the tests side by side. */
export const reliabilityPort = Number(process.env.RELIABILITY_PORT ?? 3140);

/** The browser of the page tests: Debian's Chromium, as in the e2e tests (playwright.config.ts). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function assertBuilt(): void {
  if (!existsSync(path.join('.next', 'BUILD_ID')) || !existsSync(BUILT_SERVER_ENTRY))
    throw new Error('No production build: run `SKIP_BUILD_TYPECHECK=1 npm run build` first');
}

async function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Starts the server and waits until `/api/health` answers 200 (or, with `healthy: false`, any answer). */
export async function startShopServer(
  database: ServerDatabase,
  options: { port?: number; healthy?: boolean; env?: Record<string, string> } = {},
): Promise<ShopServer> {
  const port = options.port ?? reliabilityPort;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: database.dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    ...options.env,
  };
  delete env.TEST_DATABASE_URL;
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [BUILT_SERVER_ENTRY], {
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const base = `http://localhost:${port}`;
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const exited = waitForExit(child);
    try {
      process.kill(-child.pid, name);
    } catch {
      // The group is already gone.
    }
    await exited;
  };
  const server: ShopServer = {
    base,
    log: () => stderr,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    exitCode: () => child.exitCode,
  };
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}): ${stderr}`);
    const status = await fetch(`${base}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200 || (status !== 0 && options.healthy === false)) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill();
  throw new Error(`The server did not answer /api/health in 2 minutes: ${stderr}`);
}
