import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { env } from '@/lib/config/env';
import { BUILT_SERVER_ENTRY } from '@/lib/server/front-server/built-entry';
import { numberOption } from './bench-server';
import { type Cluster, startCluster } from './cluster/start-cluster';
import { debianTool } from './debian-package';

/**
 * `npm run cluster [-- --instances 3] [--port 8080]`: the production layout on this machine
 * (docs/deployment.md): N instances of the build on DATABASE_URL's PostgreSQL (else the local
 * `horeca_cluster` database, created when missing) behind nginx on `port`, instance i on port + 1 + i with
 * DATA_DIR .data-cluster/instance-<i>. Builds first when there is no build; Ctrl+C stops every instance
 * gracefully, then nginx.
 */
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/horeca_cluster';
const DATA_DIR = '.data-cluster';
const UNDEFINED_DATABASE = '3D000';

/** Creates the database of `url` when its server has none of that name; a clear error when the server does not answer. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const probe = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await probe`select 1`;
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== UNDEFINED_DATABASE)
      throw new Error(
        `PostgreSQL does not answer at ${target.host} (${(error as Error).message}): start it, or set DATABASE_URL`,
      );
  } finally {
    await probe.end();
  }
  target.pathname = '/postgres';
  const admin = postgres(target.toString(), { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name.replaceAll('"', '""')}"`);
    console.log(`Created the database ${name}: the first instance migrates and seeds it.`);
  } finally {
    await admin.end();
  }
}

function ensureBuild(): void {
  if (existsSync(path.join('.next', 'BUILD_ID')) && existsSync(BUILT_SERVER_ENTRY)) return;
  console.log('No production build: running `npm run build` first.');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('`npm run build` failed');
}

function stopOnSignals(cluster: Cluster): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log(`${signal} again: killing every instance`);
      void Promise.all(cluster.instances.map((instance) => instance.kill())).then(() => process.exit(1));
      return;
    }
    stopping = true;
    console.log(`\n${signal}: stopping the instances (each finishes its requests), then nginx`);
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const instances = numberOption(argv, 'instances', 2, 1, 16);
  const port = numberOption(argv, 'port', 8080, 1, 65_535 - 17);
  const databaseUrl = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const nginx = debianTool('nginx', 'nginx');
  if ('missing' in nginx) throw new Error(`nginx cannot be had: ${nginx.missing}`);
  await ensureDatabase(databaseUrl);
  ensureBuild();
  const started = Date.now();
  const cluster = await startCluster({
    instances,
    databaseUrl,
    port,
    firstInstancePort: port + 1,
    dataDir: DATA_DIR,
    logRequests: false,
  });
  stopOnSignals(cluster);
  const where = new URL(databaseUrl);
  where.password = where.password ? '***' : '';
  console.log(
    `Horeca Shop cluster ready in ${((Date.now() - started) / 1000).toFixed(1)} s on ${where.toString()}`,
  );
  console.log(`  nginx       ${cluster.base}`);
  cluster.instances.forEach((instance, index) =>
    console.log(
      `  instance ${index}  ${instance.base}  DATA_DIR ${path.join(DATA_DIR, `instance-${index}`)}`,
    ),
  );
  console.log('Ctrl+C stops them all.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
