/** Opens, migrates and (on first start) seeds the database before the server takes requests. */
export async function register() {
  // Next compiles this file for the edge runtime too; only this literal check lets it drop the
  // database code from that bundle. It is Next's build constant, not configuration (lib/config/env.ts).
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@/lib/config/env');
  if (env.NEXT_PHASE === 'phase-production-build') return;
  const { getDatabase } = await import('@/lib/server/db');
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
