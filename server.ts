import next from 'next';
import { env } from '@/lib/config/env';
import { createFrontServer, markFrontServer, startCacheSync } from '@/lib/server/front-server';
import { shutDownOnSignals } from '@/lib/server/lifecycle';

/**
 * The shop's production server (`npm run serve`, bundled by scripts/build-server.mjs): Next's own request
 * handler behind the front server, which decides what the app may believe of a request and what it must
 * refuse at once, with timeouts far shorter than Node's defaults, and answers anonymous pages from the
 * shared page cache (docs/page-cache.md). On SIGTERM it drains: no new connection, every request it has
 * answered, the work it started finished, the database closed.
 */
markFrontServer();
const app = next({ dev: false, hostname: 'localhost', port: env.PORT });
await app.prepare();
const server = createFrontServer(app.getRequestHandler(), {
  trustedProxyHops: env.TRUSTED_PROXY_HOPS,
  maxConcurrentRenders: env.MAX_CONCURRENT_RENDERS,
  maxConcurrentApiCalls: env.MAX_CONCURRENT_API_CALLS,
  timeouts: {
    headersSeconds: env.HTTP_HEADERS_TIMEOUT_SECONDS,
    requestSeconds: env.HTTP_REQUEST_TIMEOUT_SECONDS,
    keepAliveSeconds: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS,
  },
  ...(env.PAGE_CACHE_MB > 0
    ? {
        pageCache: {
          maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
          reviewsWidget: Boolean(env.REVIEWS_WIDGET_KEY_CZ || env.REVIEWS_WIDGET_KEY_SK),
          renderTimeoutMs: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
        },
      }
    : {}),
});
if (env.DATABASE_URL) await startCacheSync(env.DATABASE_URL);
shutDownOnSignals(server, { timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000 });
server.listen(env.PORT, () => {
  console.log(`Horeca Shop listening on http://localhost:${env.PORT}`);
});
