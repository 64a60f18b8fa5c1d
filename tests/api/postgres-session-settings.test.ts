import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { env } from '@/lib/config/env';
import { openPostgres } from '@/lib/server/db/connect';
import { sqlRows } from '@/lib/server/db/sql-rows';

describe.runIf(env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  it('runs without JIT compilation, which cost a 50,000-product category page two seconds', async () => {
    const database = await openPostgres(env.TEST_DATABASE_URL!, 2);
    try {
      const [row] = sqlRows<{ jit: string }>(await database.db.execute(sql`show jit`));
      expect(row?.jit).toBe('off');
    } finally {
      await database.close();
    }
  });

  it('plans for data read from memory, where an index lookup is not four times a sequential read', async () => {
    const database = await openPostgres(env.TEST_DATABASE_URL!, 2);
    try {
      const [row] = sqlRows<{ random_page_cost: string }>(
        await database.db.execute(sql`show random_page_cost`),
      );
      expect(row?.random_page_cost).toBe('1.1');
    } finally {
      await database.close();
    }
  });

  it('takes the reads a transaction starts at once one after another, as node-postgres 9 will require', async () => {
    const database = await openPostgres(env.TEST_DATABASE_URL!, 2);
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const results = await database.db.transaction((tx) =>
        Promise.all([1, 2, 3].map((n) => tx.execute(sql`select ${n}::int as n from pg_sleep(0.01)`))),
      );
      expect(results.map((result) => sqlRows<{ n: number }>(result)[0]?.n)).toEqual([1, 2, 3]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await database.close();
    }
  });
});
