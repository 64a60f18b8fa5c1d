import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { mediaFiles } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';

const BATCH = 50;

/**
 * MEDIA_STORE=database: the pictures the seed generated on this machine's disk (or that were uploaded
 * before the store was switched) are copied into `media_files`, so that every instance serves them. What
 * this disk does not have (another instance seeded) is left to the instance that has it. Answers how many
 * were copied.
 */
export async function publishLocalMedia(db: Db, mediaDir: string): Promise<number> {
  const missing = sqlRows<{ path: string }>(
    await db.execute(
      sql`select m.path from media m where not exists (select 1 from media_files f where f.path = m.path)`,
    ),
  );
  let published = 0;
  for (let first = 0; first < missing.length; first += BATCH) {
    const found: { path: string; bytes: Buffer }[] = [];
    await Promise.all(
      missing.slice(first, first + BATCH).map(async ({ path: relative }) => {
        const bytes = await readFile(path.join(mediaDir, relative)).catch(() => null);
        if (bytes) found.push({ path: relative, bytes });
      }),
    );
    if (found.length === 0) continue;
    await db.insert(mediaFiles).values(found).onConflictDoNothing();
    published += found.length;
  }
  return published;
}
