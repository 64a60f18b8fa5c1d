import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '@/lib/server/db/connect';
import { prepareDatabase } from '@/lib/server/db/prepare';
import { products, settings } from '@/lib/server/db/schema';
import { testMediaDir } from './support/test-database';

describe('the embedded database on disk', () => {
  it('is created, migrated and seeded on first start and kept as it is on the next', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-restart-'));
    const seed = { products: 20, mediaDir: testMediaDir };

    const first = await openPglite(dataDir);
    await prepareDatabase(first, seed);
    await first.db.update(products).set({ salesCount: 123456 }).where(eq(products.id, 1));
    const [seededAt] = await first.db.select().from(settings).where(eq(settings.key, 'seeded_at'));
    await first.close();

    const second = await openPglite(dataDir);
    await prepareDatabase(second, seed);
    const [again] = await second.db.select().from(settings).where(eq(settings.key, 'seeded_at'));
    const [kept] = await second.db
      .select({ salesCount: products.salesCount })
      .from(products)
      .where(eq(products.id, 1));
    const [total] = await second.db.select({ n: count() }).from(products);
    await second.close();

    expect(again?.value).toBe(seededAt?.value);
    expect(kept?.salesCount).toBe(123456);
    expect(total?.n).toBe(20);
  });
});
