import { mkdirSync } from 'node:fs';
import path from 'node:path';
import * as schema from './schema';
import type { Database, Db } from './types';
import { acquirePgliteLock } from './pglite-lock';

const migrationsFolder = path.join(process.cwd(), 'lib/server/db/migrations');

export async function openPostgres(url: string, maxConnections = 10): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(url, { max: maxConnections, onnotice: () => {} });
  const db = drizzle(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.end(),
  };
}

/**
 * `dataDir` null gives an in-memory database (tests), started from `loadDataDir` (a `dumpDataDir` tarball)
 * when given.
 */
export async function openPglite(
  dataDir: string | null,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release = () => {};
  let dir: string | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquirePgliteLock(dataDir);
    dir = path.join(dataDir, 'pglite');
  }
  try {
    const client = await PGlite.create(dir, {
      extensions: { pg_trgm, unaccent },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzle(client, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      driver: 'pglite',
      dumpDataDir: () => client.dumpDataDir('none'),
      migrate: () => migrate(db, { migrationsFolder }),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
