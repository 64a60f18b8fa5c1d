import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from './connect';
import { sqlRows } from './sql-rows';
import type { Db } from './types';

const journalFile = path.join(migrationsFolder, 'meta/_journal.json');

let shipped: number | undefined;

/** How many migrations this build ships (drizzle-kit's journal). */
function shippedMigrations(): number {
  shipped ??= (JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] }).entries.length;
  return shipped;
}

export interface MigrationState {
  applied: number;
  shipped: number;
}

/** The migrations the database has recorded (drizzle's own table) against those of this build. */
export async function migrationState(db: Db): Promise<MigrationState> {
  const [row] = sqlRows<{ applied: number | string }>(
    await db.execute(sql`select count(*) as applied from drizzle.__drizzle_migrations`),
  );
  return { applied: Number(row?.applied ?? 0), shipped: shippedMigrations() };
}
