import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILT_SERVER_ENTRY } from '@/lib/server/front-server/built-entry';
import { debianTool } from '../debian-package';
import { type FrontDoor, startFrontDoor } from '../nginx-front-door';
import { type ClusterInstance, clusterInstance } from './instance';

export type { ClusterInstance };

/**
 * The production layout on one machine (docs/deployment.md): N instances of the production build on one
 * PostgreSQL, each with a disk of its own, behind nginx with deploy/nginx.conf's rules. For
 * `npm run cluster`, `npm run bench:cluster` and the reliability tests.
 */
export interface ClusterOptions {
  /** N ≥ 1. */
  instances: number;
  /** One PostgreSQL for all; an empty database is migrated and seeded by the first instance. */
  databaseUrl: string;
  /** nginx listens on 127.0.0.1:port. */
  port: number;
  /** Instance i listens on firstInstancePort + i. */
  firstInstancePort: number;
  /** Extra environment for every instance (SMTP_URL, MAIL_RETRY_SECONDS, …); the cluster's own settings win. */
  env?: Record<string, string>;
  /**
   * Parent folder: instance i gets DATA_DIR `<dataDir>/instance-<i>`, nothing shared on disk. Default: a
   * new temporary folder, removed by `stop`.
   */
  dataDir?: string;
  /** nginx logs one line per request it passes on, naming the instance that answered (default true). */
  logRequests?: boolean;
}

export interface Cluster {
  /** http://localhost:<nginx port>. */
  base: string;
  instances: ClusterInstance[];
  /** nginx's stderr: its warnings and errors, and with `logRequests` one `upstream …` line per request. */
  log(): string;
  /** SIGTERM to every instance (each finishes what it has), then nginx stops. */
  stop(): Promise<void>;
}

/** The first start on an empty database migrates and seeds it (about a minute at 2,000 products). */
const FIRST_START_MS = 10 * 60_000;
const START_MS = 2 * 60_000;

function instanceEnv(options: ClusterOptions, port: number): Record<string, string> {
  return {
    ...options.env,
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    MEDIA_STORE: 'database',
    TRUSTED_PROXY_HOPS: '1',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${options.port}`,
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!Number.isInteger(options.instances) || options.instances < 1)
    throw new Error(`instances: a whole number ≥ 1, not ${options.instances}`);
  if (!existsSync(path.join('.next', 'BUILD_ID')) || !existsSync(BUILT_SERVER_ENTRY))
    throw new Error('No production build: run `npm run build` first');
  const nginx = debianTool('nginx', 'nginx');
  if ('missing' in nginx) throw new Error(`nginx cannot be had: ${nginx.missing}`);

  const ownDataDir = options.dataDir === undefined;
  const dataDir = path.resolve(options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-')));
  const instances = Array.from({ length: options.instances }, (_, index) => {
    const port = options.firstInstancePort + index;
    return clusterInstance({
      port,
      env: { ...instanceEnv(options, port), DATA_DIR: path.join(dataDir, `instance-${index}`) },
      dataDir: path.join(dataDir, `instance-${index}`),
      readyWithinMs: index === 0 ? FIRST_START_MS : START_MS,
    });
  });
  const removeDataDir = () => {
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  let door: FrontDoor | undefined;
  try {
    // One after the other: the first migrates and seeds an empty database, the others find it ready.
    for (const instance of instances) await instance.start();
    door = await startFrontDoor({
      nginx: nginx.path,
      port: options.port,
      upstreamPorts: instances.map((instance) => instance.port),
      appDir: '.',
      // No instance's disk: a picture nginx does not find here is asked of the shop, which has them all.
      dataDir,
      logUpstreams: options.logRequests ?? true,
    });
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.kill()));
    removeDataDir();
    throw error;
  }
  const frontDoor = door;
  return {
    base: `http://localhost:${options.port}`,
    instances,
    log: () => frontDoor.log(),
    stop: async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await frontDoor.stop();
      removeDataDir();
    },
  };
}
