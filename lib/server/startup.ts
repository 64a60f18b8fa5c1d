import { env } from '@/lib/config/env';
import { getDatabase } from '@/lib/server/db';

/** Opens, migrates and (on first start) seeds the database before the server takes requests. */
export async function startServer(): Promise<void> {
  if (env.NEXT_PHASE === 'phase-production-build') return;
  const started = Date.now();
  try {
    const database = await getDatabase();
    console.log(`Database ready (${database.driver}) in ${Date.now() - started} ms`);
  } catch (error) {
    // A server without its database would only answer 500s: stop with the reason instead.
    console.error(`Cannot start the shop: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
