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
});
