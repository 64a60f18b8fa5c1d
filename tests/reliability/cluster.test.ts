import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/lib/config/env';
import { type Cluster, startCluster } from '@/scripts/cluster/start-cluster';
import { debianTool } from '@/scripts/debian-package';
import { createShopDatabase, type ShopDatabase } from './support/shop-database';
import { assertBuilt, reliabilityPort } from './support/shop-server';

/**
 * The production layout of docs/deployment.md, as `npm run cluster` starts it: two instances of the build on
 * one PostgreSQL, each with a disk of its own, behind nginx with deploy/nginx.conf's rules. nginx spreads the
 * requests over both, and when one is killed every request is answered by the other.
 */
const nginx = debianTool('nginx', 'nginx');
const why = !env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL is not set' : 'missing' in nginx ? nginx.missing : '';

/** The instance ports nginx tried for each request whose address contains `probe`, from its upstream log. */
function upstreamsOf(log: string, probe: string): string[][] {
  return log
    .split('\n')
    .filter((line) => line.startsWith('upstream ') && line.includes(probe))
    .map((line) => [...line.matchAll(/127\.0\.0\.1:(\d+)/g)].map((match) => match[1]!));
}

describe.skipIf(why !== '')(`two instances behind nginx${why ? ` (skipped: ${why})` : ''}`, () => {
  let database: ShopDatabase;
  let cluster: Cluster;

  const get = async (pathname: string) => {
    const response = await fetch(`${cluster.base}${pathname}`);
    await response.arrayBuffer();
    return response.status;
  };
  const failure = () => `nginx:\n${cluster.log().slice(-3000)}`;
  /** nginx logs a request after answering it: its line may come a moment after the answer. */
  const loggedUpstreams = async (probe: string, count: number) => {
    const deadline = Date.now() + 2000;
    let lines = upstreamsOf(cluster.log(), probe);
    while (lines.length < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      lines = upstreamsOf(cluster.log(), probe);
    }
    return lines;
  };

  beforeAll(async () => {
    assertBuilt();
    database = await createShopDatabase('postgres');
    cluster = await startCluster({
      instances: 2,
      databaseUrl: database.databaseUrl!,
      port: reliabilityPort,
      firstInstancePort: reliabilityPort + 1,
      dataDir: database.dataDir,
    });
  });
  afterAll(async () => {
    await cluster?.stop();
    await database?.dispose();
  });

  it('gives each instance a disk of its own and sends requests to both', async () => {
    expect(readdirSync(database.dataDir).sort()).toEqual(['instance-0', 'instance-1']);
    const statuses = [];
    for (let index = 0; index < 20; index += 1) statuses.push(await get(`/api/health?probe=spread-${index}`));
    expect(statuses).toEqual(Array(20).fill(200));
    const answered = (await loggedUpstreams('probe=spread-', 20)).map((tried) => tried.at(-1));
    expect(answered, failure()).toHaveLength(20);
    expect(new Set(answered), failure()).toEqual(
      new Set(cluster.instances.map((instance) => String(instance.port))),
    );
  });

  it('answers 50 requests out of 50 with the first instance killed', async () => {
    await cluster.instances[0]!.kill();
    const statuses = [];
    for (let index = 0; index < 50; index += 1) {
      const endpoint = index % 2 === 0 ? '/api/health' : '/api/ready';
      statuses.push(await get(`${endpoint}?probe=killed-${index}`));
    }
    expect(statuses, failure()).toEqual(Array(50).fill(200));
    const answered = (await loggedUpstreams('probe=killed-', 50)).map((tried) => tried.at(-1));
    expect(new Set(answered), failure()).toEqual(new Set([String(cluster.instances[1]!.port)]));
  });

  it('sends requests to the first instance again once it is started again', async () => {
    const first = cluster.instances[0]!;
    await first.start();
    // nginx leaves an instance that failed out for fail_timeout (2 s), then tries it again.
    const deadline = Date.now() + 10_000;
    let index = 0;
    while (Date.now() < deadline) {
      expect(await get(`/api/health?probe=back-${index}&`)).toBe(200);
      const answered = (await loggedUpstreams(`probe=back-${index}&`, 1))[0]?.at(-1);
      if (answered === String(first.port)) return;
      index += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The restarted instance got no request in 10 s\n${failure()}`);
  });
});
