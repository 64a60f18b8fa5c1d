import { sql } from 'drizzle-orm';
import type { Database } from './types';
import { isSeeded, seedDatabase, type SeedOptions } from './seed';

const MIGRATION_LOCK = 727_001;

/**
 * Migrates and, on an empty database, seeds. Runs under an advisory lock on one connection so that
 * several instances starting together against one PostgreSQL do the work once.
 */
export async function prepareDatabase(database: Database, seed: SeedOptions | false): Promise<void> {
  const { db } = database;
  await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
  try {
    await database.migrate();
    if (seed && !(await isSeeded(db))) {
      await seedDatabase(db, seed);
      // PGlite has no autovacuum (and a server may have it off): without statistics the planner picks
      // poor plans on the fresh data, and without the visibility map index-only scans read every row.
      await db.execute(sql`vacuum analyze`);
    }
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
  }
}
