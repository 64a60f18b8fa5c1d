import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { env } from '@/lib/config/env';
import { openPglite, openPostgres } from '@/lib/server/db/connect';
import { prepareDatabase } from '@/lib/server/db/prepare';
import type { SeedOptions } from '@/lib/server/db/seed';
import type { Database } from '@/lib/server/db/types';
import { createSeededPostgres, openSeededPglite } from './seeded-snapshots';

export type Driver = 'pglite' | 'postgres';

/** Every API test runs on embedded PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export const drivers: Driver[] = env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Generated images are deterministic, so test runs share one folder and render them once. */
export const testMediaDir = path.join(os.tmpdir(), 'horeca-shop-test-media');

export interface TestDatabase extends Database {
  dispose: () => Promise<void>;
}

/** A new database on TEST_DATABASE_URL's server (seeded unless `seed` is false): its URL, and how to drop it. */
export async function createPostgresDatabase(
  seed: SeedOptions | false,
  adminUrl = env.TEST_DATABASE_URL!,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (seed) {
    await createSeededPostgres(adminUrl, name, seed);
  } else {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A fresh, migrated database; seeded with a small demo catalog unless `products` is 0. */
export async function openTestDatabase(
  driver: Driver,
  options: { products?: number } = {},
): Promise<TestDatabase> {
  const products = options.products ?? 40;
  const seed = products > 0 ? { products, mediaDir: testMediaDir } : false;
  if (driver === 'pglite') {
    const database = seed ? await openSeededPglite(seed) : await openPglite(null);
    if (!seed) await prepareDatabase(database, false);
    return { ...database, dispose: database.close };
  }
  const { url, drop } = await createPostgresDatabase(seed);
  if (!seed) {
    // The advisory lock of prepareDatabase must be taken and released on one connection.
    const setup = await openPostgres(url, 1);
    await prepareDatabase(setup, false);
    await setup.close();
  }
  const database = await openPostgres(url, 4);
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}
