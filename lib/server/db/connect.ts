import { mkdirSync } from 'node:fs';
import path from 'node:path';
import * as schema from './schema';
import type { Database, Db } from './types';
import { acquirePgliteLock } from './pglite-lock';
import { serializeQueries } from './serial-client';
import { unavailableReason } from './unavailable';

export const migrationsFolder = path.join(process.cwd(), 'lib/server/db/migrations');

/** A server that does not answer a connect in this time is down: the request gets its 503 now. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Limits of the pool that serves requests (not of the connection that migrates and seeds): a statement
 * still running after 15 s is cancelled by the server, and an answer that has not come 20 s after the
 * query (a network that drops packets instead of refusing) is given up by the client; both are 503s.
 */
export const servingLimits = { statement_timeout: 15_000, query_timeout: 20_000 };

/**
 * A node-postgres pool. A connection that breaks is dropped from the pool, and the next query opens a
 * new one: once the server is back, requests are served again without a restart. (postgres-js, used
 * before, crashes the whole process when a connection breaks inside a transaction: porsager/postgres#1208.)
 */
export async function openPostgres(
  url: string,
  maxConnections = 10,
  limits: Partial<typeof servingLimits> = {},
): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // The one connection that migrates holds the advisory lock: it is never closed for being idle.
    idleTimeoutMillis: maxConnections === 1 ? 0 : 10_000,
    // The listing's facet statements are estimated expensive enough for PostgreSQL's JIT, which then
    // spent 2 of a category page's 3 seconds compiling (50,000 products); our statements are short.
    // The shop's data is read from memory, where a random page costs about what a sequential one does:
    // at the default 4 the planner hashed all 263,000 product parameters for one category's facets
    // instead of looking up the 5,800 products' own (130 -> 45 ms).
    options: '-c jit=off -c random_page_cost=1.1',
    ...limits,
  });
  // A connection that breaks while idle in the pool: the pool drops it; without a listener Node would
  // stop the process on this event.
  pool.on('error', (error) => console.error(`Database connection lost: ${unavailableReason(error)}`));
  pool.on('connect', serializeQueries);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
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
