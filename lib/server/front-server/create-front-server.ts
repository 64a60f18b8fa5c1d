import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPageCache, registerPageCache, renderOverLoopback } from '@/lib/server/page-cache';
import { type AppHandler, frontHandler, type FrontOptions, type FrontPageCache } from './front-handler';
import { applyServerTimeouts, type ServerTimeouts, TIMEOUT_CHECK_INTERVAL_MS } from './server-timeouts';

export interface PageCacheSettings {
  maxBytes: number;
  /** Whether the reviews widget's script may load (a shared page's policy must name its host). */
  reviewsWidget: boolean;
  renderTimeoutMs: number;
  now?: () => number;
}

/** The page cache renders a missing page by asking this server, with a secret only this process knows. */
function frontPageCache(server: Server, settings: PageCacheSettings): FrontPageCache {
  const renderSecret = randomBytes(24).toString('base64url');
  const port = () => (server.address() as AddressInfo).port;
  const cache = createPageCache({
    maxBytes: settings.maxBytes,
    render: renderOverLoopback(port, renderSecret, settings.renderTimeoutMs),
    reviewsWidget: settings.reviewsWidget,
    now: settings.now,
    onError: (error, shared) => console.error(`Page cache: rendering ${shared.path} failed:`, error),
  });
  registerPageCache(cache);
  return { cache, renderSecret };
}

/**
 * An HTTP server that hands the app only what the front server lets through, with its timeouts, and
 * answers shared pages from its page cache when it has one.
 */
export function createFrontServer(
  app: AppHandler,
  options: FrontOptions & { timeouts: ServerTimeouts; pageCache?: PageCacheSettings },
): Server {
  const server = createServer({ connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS });
  const pageCache = options.pageCache ? frontPageCache(server, options.pageCache) : undefined;
  server.on('request', frontHandler(app, options, pageCache));
  applyServerTimeouts(server, options.timeouts);
  return server;
}
