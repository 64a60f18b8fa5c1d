import path from 'node:path';
import { env } from '@/lib/config/env';
import { dataDir, type Db, getDatabase, getDb } from '@/lib/server/db';
import { startMailWorkerOnce } from '@/lib/server/mail-jobs';
import { publishLocalMedia } from '@/lib/server/media-store';
import { isDatabaseUnavailable, unavailableReason } from '@/lib/server/db/unavailable';
import { runsBehindFrontServer } from '@/lib/server/front-server';
import { testPaymentsWarning } from '@/lib/server/services/payments/test-payments-warning';

/**
 * `next start` alone would believe any X-Forwarded-For a client sends (every rate limit would count a fresh
 * address per request), keep Node's 300-second request timeout and queue every burst: production runs
 * behind server.ts.
 */
function refuseWithoutFrontServer(): void {
  if (env.NODE_ENV !== 'production' || runsBehindFrontServer()) return;
  console.error(
    'Cannot start the shop: in production it runs behind its own server. Start it with `npm run serve` ' +
      '(node .next/shop-server.mjs, made by `npm run build`), not with `next start`.',
  );
  process.exit(1);
}

/**
 * MEDIA_STORE=database: the pictures this instance's seed generated on its disk go into the database for
 * every instance. A failure is logged: the shop serves what the store has, and the next start tries again.
 */
async function publishSeededMedia(db: Db): Promise<void> {
  try {
    const published = await publishLocalMedia(db, path.join(dataDir(), 'media'));
    if (published > 0) console.log(`Media: ${published} pictures of this disk copied into the database`);
  } catch (error) {
    console.error('Media: the pictures of this disk could not be copied into the database', error);
  }
}

/**
 * Opens, migrates and (on first start) seeds the database before the server takes requests. A
 * PostgreSQL that cannot be reached yet (it restarts, or starts after the shop) is waited for: the
 * server answers 503 and opens it on the first request after it is back. Anything else (a wrong
 * address or password, a failed migration, an embedded database used by another process) stops the
 * server with the reason.
 */
export async function startServer(): Promise<void> {
  if (env.NEXT_PHASE === 'phase-production-build') return;
  refuseWithoutFrontServer();
  const warning = testPaymentsWarning({ nodeEnv: env.NODE_ENV, paymentGateway: env.PAYMENT_GATEWAY });
  if (warning) console.error(warning);
  const started = Date.now();
  // The outbox's worker waits for the database like the requests do.
  startMailWorkerOnce(getDb);
  try {
    const database = await getDatabase();
    console.log(`Database ready (${database.driver}) in ${Date.now() - started} ms`);
    if (env.MEDIA_STORE === 'database') await publishSeededMedia(database.db);
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    if (isDatabaseUnavailable(cause)) {
      console.error(
        `The database cannot be reached (${unavailableReason(cause)}); ` +
          'the shop answers 503 until it is back and opens it then.',
      );
      return;
    }
    const reason = cause instanceof Error ? cause.message : String(error);
    console.error(`Cannot start the shop: ${reason}`);
    process.exit(1);
  }
}
