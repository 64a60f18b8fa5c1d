import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { openPglite, openPostgres } from '@/lib/server/db/connect';
import type { Db } from '@/lib/server/db';
import { openSeededPglite } from '../../api/support/seeded-snapshots';
import { createPostgresDatabase, testMediaDir } from '../../api/support/test-database';
import type { ServerDatabase } from './shop-server';

export type Driver = 'pglite' | 'postgres';

/** The embedded database always; PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export const drivers: Driver[] = env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A seeded database for a real server: an embedded one in a folder of its own, or a new PostgreSQL
 * database. `query` reads it directly; the embedded one only while no server holds it.
 */
export interface ShopDatabase extends ServerDatabase {
  query: <T>(read: (db: Db) => Promise<T>) => Promise<T>;
  dispose: () => Promise<void>;
}

export async function createShopDatabase(driver: Driver, products = 20): Promise<ShopDatabase> {
  const seed = { products, mediaDir: testMediaDir };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `shop-reliability-${driver}-`));
  if (driver === 'pglite') {
    const seeded = await openSeededPglite(seed);
    const tarball = await seeded.dumpDataDir!();
    await seeded.close();
    await (await openPglite(dataDir, { loadDataDir: tarball })).close();
    return {
      dataDir,
      query: async (read) => {
        const database = await openPglite(dataDir);
        try {
          return await read(database.db);
        } finally {
          await database.close();
        }
      },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createPostgresDatabase(seed);
  return {
    dataDir,
    databaseUrl: url,
    query: async (read) => {
      const database = await openPostgres(url, 1);
      try {
        return await read(database.db);
      } finally {
        await database.close();
      }
    },
    dispose: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
