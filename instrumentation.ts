export async function register() {
  // Next compiles this file for the edge runtime too; only this literal check lets it drop the
  // server's start-up code from that bundle. It is Next's build constant, not configuration.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('@/lib/server/startup');
  await startServer();
}
