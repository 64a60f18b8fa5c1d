import { env } from '@/lib/config/env';

/** Opens, migrates and (on first start) seeds the database before the server takes requests. */
export async function register() {
  if (env.NEXT_RUNTIME !== 'nodejs' || env.NEXT_PHASE === 'phase-production-build') return;
  const { getDatabase } = await import('@/lib/server/db');
  const started = Date.now();
  const database = await getDatabase();
  console.log(`Database ready (${database.driver}) in ${Date.now() - started} ms`);
}
