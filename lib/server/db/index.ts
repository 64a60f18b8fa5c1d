import 'server-only';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { onShutdown } from '@/lib/server/lifecycle';
import { openPglite, openPostgres, servingLimits } from './connect';
import { prepareDatabase } from './prepare';
import type { Database, Db } from './types';
import { DatabaseUnavailableError } from './unavailable';

export type { Db, DbOrTx, Tx } from './types';

const globalForDb = globalThis as unknown as {
  shopDatabase?: Promise<Database>;
  shopDatabaseProvider?: () => Database;
  shopDataDirProvider?: () => string;
};

/** Tests hand the app's code a database they opened themselves (a fresh one per test file). */
export function provideDatabase(provider: () => Database): void {
  globalForDb.shopDatabaseProvider = provider;
}

/** Tests that read the e-mails or files the app writes give it a folder of their own. */
export function provideDataDir(provider: () => string): void {
  globalForDb.shopDataDirProvider = provider;
}

const configuredDataDir = path.resolve(env.DATA_DIR);

/** Where the embedded database, uploaded media and written e-mails live. */
export function dataDir(): string {
  return globalForDb.shopDataDirProvider?.() ?? configuredDataDir;
}

/** The process's database is closed when it stops, after the work that may still need it. */
function closedOnShutdown(database: Database): Database {
  onShutdown('database', 'resources', () => database.close());
  return database;
}

async function open(): Promise<Database> {
  const seed = { products: env.SEED_PRODUCTS, mediaDir: path.join(configuredDataDir, 'media') };
  if (env.DATABASE_URL) {
    const setup = await openPostgres(env.DATABASE_URL, 1);
    try {
      await prepareDatabase(setup, seed);
    } finally {
      await setup.close();
    }
    return closedOnShutdown(await openPostgres(env.DATABASE_URL, 10, servingLimits));
  }
  const database = await openPglite(configuredDataDir);
  await prepareDatabase(database, seed);
  return closedOnShutdown(database);
}

/**
 * The one database of this process: opened, migrated and seeded on first use. An open that fails is
 * forgotten, so the next call tries again: a database that was down is used as soon as it is back.
 */
export function getDatabase(): Promise<Database> {
  const provided = globalForDb.shopDatabaseProvider;
  if (provided) return Promise.resolve(provided());
  globalForDb.shopDatabase ??= open().catch((error: unknown) => {
    globalForDb.shopDatabase = undefined;
    throw new DatabaseUnavailableError(error);
  });
  return globalForDb.shopDatabase;
}

/**
 * The database if this process has already opened it (or a test provided one), without opening it: for
 * reads that are worth doing only when it is at hand, such as the text overrides of an error message.
 */
export function openedDatabase(): Promise<Database> | null {
  const provided = globalForDb.shopDatabaseProvider;
  if (provided) return Promise.resolve(provided());
  return globalForDb.shopDatabase ?? null;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}
