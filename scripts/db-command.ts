import path from 'node:path';
import { env } from '@/lib/config/env';
import { openPglite, openPostgres } from '@/lib/server/db/connect';
import { prepareDatabase } from '@/lib/server/db/prepare';
import { wipeDatabase } from '@/lib/server/db/wipe';

/** Shared by `npm run db:seed` and `npm run db:reset`: wipe, migrate, seed with `products` products. */
export async function recreateDatabase(products: number): Promise<void> {
  const dataDir = path.resolve(env.DATA_DIR);
  const database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, 1) : await openPglite(dataDir);
  const started = Date.now();
  try {
    await wipeDatabase(database.db);
    await prepareDatabase(database, { products, mediaDir: path.join(dataDir, 'media') });
    const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : path.join(dataDir, 'pglite');
    console.log(
      `Seeded ${products} products into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

export function run(task: () => Promise<void>): void {
  task().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
