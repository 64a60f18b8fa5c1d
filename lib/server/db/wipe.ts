import { sql } from 'drizzle-orm';
import type { Db } from './types';

/** Drops every table, extension and the migration journal, so that the next start migrates afresh. */
export async function wipeDatabase(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
}
