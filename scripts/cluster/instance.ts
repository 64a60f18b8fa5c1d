import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { BUILT_SERVER_ENTRY } from '@/lib/server/front-server/built-entry';

/** One shop instance of a cluster: the production server (server.ts) in a process group of its own. */
export interface ClusterInstance {
  port: number;
  /** http://localhost:<port>, past nginx. */
  base: string;
  /** (Re)starts this instance's process; resolves when GET /api/ready answers 200. */
  start(): Promise<void>;
  /** SIGTERM to its process group, as a deployment stops it; resolves when it exited. */
  stop(): Promise<void>;
  /** SIGKILL to its process group: no shutdown, open connections reset. */
  kill(): Promise<void>;
  /** The last ~20 kB of its stderr and stdout, over every start. */
  log(): string;
}

export interface InstanceSettings {
  port: number;
  /** Everything the server needs apart from the machine's own environment. */
  env: Record<string, string>;
  dataDir: string;
  /** How long a start may take: the first instance on an empty database migrates and seeds it. */
  readyWithinMs: number;
}

const LOG_BYTES = 20_000;
const POLL_MS = 200;

async function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

function running(child: ChildProcess | null): child is ChildProcess {
  return child !== null && child.exitCode === null && child.signalCode === null;
}

async function readyStatus(base: string): Promise<number> {
  return fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(5000) }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );
}

export function clusterInstance(settings: InstanceSettings): ClusterInstance {
  const base = `http://localhost:${settings.port}`;
  let child: ChildProcess | null = null;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-LOG_BYTES);
  };

  const signal = async (name: NodeJS.Signals) => {
    if (!running(child) || child.pid === undefined) return;
    const exited = waitForExit(child);
    try {
      process.kill(-child.pid, name);
    } catch {
      // The group is already gone.
    }
    await exited;
  };
  // Should the caller die without stopping the cluster, no instance is left serving on its port.
  const killOnExit = () => {
    if (running(child) && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  };

  const start = async () => {
    if (running(child)) throw new Error(`The instance on port ${settings.port} is running: stop it first`);
    mkdirSync(settings.dataDir, { recursive: true });
    const env: NodeJS.ProcessEnv = { ...process.env, ...settings.env };
    delete env.TEST_DATABASE_URL;
    const started = spawn(process.execPath, [BUILT_SERVER_ENTRY], {
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout!.on('data', keep);
    started.stderr!.on('data', keep);
    process.once('exit', killOnExit);
    started.once('exit', () => process.off('exit', killOnExit));
    const since = Date.now();
    while (Date.now() - since < settings.readyWithinMs) {
      if (!running(started))
        throw new Error(`The instance on port ${settings.port} exited while starting:\n${output}`);
      if ((await readyStatus(base)) === 200) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    await signal('SIGKILL');
    throw new Error(
      `The instance on port ${settings.port} was not ready in ${settings.readyWithinMs / 1000} s:\n${output}`,
    );
  };

  return {
    port: settings.port,
    base,
    start,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    log: () => output,
  };
}
