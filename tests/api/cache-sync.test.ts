import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '@/lib/config/env';
import {
  CACHE_SYNC_CHANNEL,
  type CacheExpiry,
  type CacheSync,
  EVERYTHING,
  startPostgresCacheSync,
} from '@/lib/server/cache-sync';

/** Two instances' cache sync on the test PostgreSQL server: what each was told to expire. */
const started: CacheSync[] = [];

async function instance(name: string, logs: string[] = []) {
  const applied: CacheExpiry[] = [];
  const sync = await startPostgresCacheSync({
    url: env.TEST_DATABASE_URL!,
    instanceId: name,
    apply: (expiry) => applied.push(expiry),
    log: (line) => logs.push(line),
  });
  started.push(sync);
  return { sync, applied };
}

async function until(condition: () => boolean): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 5000) throw new Error('not within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((sync) => sync.close()));
});

describe.skipIf(!env.TEST_DATABASE_URL)('cache expiry between instances over LISTEN/NOTIFY', () => {
  it('each instance applies what the other expired, never its own, in the order sent', async () => {
    const a = await instance('a');
    const b = await instance('b');
    a.sync.publish({ reads: ['catalog'], pages: [] });
    a.sync.publish({ reads: [], pages: ['product:tanier', 'product:pohar'] });
    b.sync.publish({ reads: ['messages'], pages: ['messages'] });
    await until(() => b.applied.length === 2 && a.applied.length === 1);
    expect(b.applied).toEqual([
      { origin: 'a', reads: ['catalog'], pages: [] },
      { origin: 'a', reads: [], pages: ['product:tanier', 'product:pohar'] },
    ]);
    expect(a.applied).toEqual([{ origin: 'b', reads: ['messages'], pages: ['messages'] }]);
  });

  it('an expiry too large for one notification expires everything', async () => {
    const a = await instance('a');
    const b = await instance('b');
    const pages = Array.from({ length: 2000 }, (_, index) => `product:a-product-with-a-long-slug-${index}`);
    a.sync.publish({ reads: ['catalog'], pages });
    await until(() => b.applied.length === 1);
    expect(b.applied[0]).toMatchObject(EVERYTHING);
  });

  it('a listener whose connection broke connects again and expires everything, as it may have missed messages', async () => {
    const logs: string[] = [];
    const b = await instance('b', logs);
    const admin = postgres(env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${CACHE_SYNC_CHANNEL}`;
    } finally {
      await admin.end();
    }
    await until(() => b.applied.length === 1);
    expect(b.applied[0]).toEqual(EVERYTHING);
    expect(logs.at(-1)).toBe('Cache sync: connected again; everything cached here was expired');

    const a = await instance('a');
    a.sync.publish({ reads: ['content'], pages: ['content'] });
    await until(() => b.applied.length === 2);
    expect(b.applied[1]).toMatchObject({ origin: 'a', reads: ['content'] });
  });

  it('a database that cannot be reached is tried once a second, not once more for every failure', async () => {
    const logs: string[] = [];
    const unreachable = new URL(env.TEST_DATABASE_URL!);
    unreachable.port = '1';
    const sync = await startPostgresCacheSync({
      url: unreachable.toString(),
      instanceId: 'a',
      apply: () => {},
      log: (line) => logs.push(line),
    });
    started.push(sync);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const attempts = logs.filter((line) => line.startsWith('Cache sync: cannot connect')).length;
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(attempts).toBeLessThanOrEqual(5);
  });
});
