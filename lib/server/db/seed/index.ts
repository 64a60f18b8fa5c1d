import { sql } from 'drizzle-orm';
import { settings } from '../schema';
import { sqlRows } from '../sql-rows';
import type { Db } from '../types';
import type { SeedContext, SeedOptions } from './context';
import { seedCatalog } from './catalog';
import { seedShop } from './shop';

export type { SeedOptions } from './context';

const SEEDED_KEY = 'seeded_at';

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = sqlRows<{ found: number }>(
    await db.execute(sql`select 1 as found from settings where key = ${SEEDED_KEY}`),
  );
  return rows.length > 0;
}

/** Fills an empty database with the deterministic demo shop. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const context: SeedContext = { ...options, db, categoryIds: new Map(), productIds: [] };
  await db.transaction(async (tx) => {
    const txContext = { ...context, db: tx as unknown as Db };
    await seedCatalog(txContext);
    await seedShop(txContext);
    await tx.insert(settings).values({ key: SEEDED_KEY, value: new Date().toISOString() });
  });
}
