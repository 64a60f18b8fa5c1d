import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { env } from '@/lib/config/env';
import { openPostgres } from '@/lib/server/db/connect';
import { migrationState } from '@/lib/server/db/migration-state';
import { prepareDatabase } from '@/lib/server/db/prepare';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { createPostgresDatabase, testMediaDir } from './support/test-database';

/** Instances started together against one PostgreSQL, each preparing the database as it starts (lib/server/db). */
const INSTANCES = 3;
const PRODUCTS = 6;

describe.skipIf(!env.TEST_DATABASE_URL)('instances starting together on one empty PostgreSQL', () => {
  it('migrate and seed it once: the advisory lock lets one work while the others wait', async () => {
    const { url, drop } = await createPostgresDatabase(false);
    try {
      const setups = await Promise.all(Array.from({ length: INSTANCES }, () => openPostgres(url, 1)));
      try {
        const outcomes = await Promise.allSettled(
          setups.map((setup) => prepareDatabase(setup, { products: PRODUCTS, mediaDir: testMediaDir })),
        );
        expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(INSTANCES).fill('fulfilled'));
      } finally {
        await Promise.all(setups.map((setup) => setup.close()));
      }
      const database = await openPostgres(url, 1);
      try {
        const state = await migrationState(database.db);
        expect(state.applied).toBe(state.shipped);
        const [products] = sqlRows<{ count: string }>(
          await database.db.execute(sql`select count(*) as count from products`),
        );
        expect(Number(products!.count)).toBe(PRODUCTS);
      } finally {
        await database.close();
      }
    } finally {
      await drop();
    }
  });
});
