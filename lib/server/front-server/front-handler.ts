import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { isDraining } from '@/lib/server/lifecycle';
import { type PageCache, RENDER_HEADER } from '@/lib/server/page-cache';
import { STRICT_TRANSPORT_SECURITY } from '@/lib/security/security-headers';
import { withoutApiAlias } from './api-path-aliases';
import { concurrencyLimit } from './concurrency-limit';
import { reachedOverHttps, trustForwardedHeaders } from './forwarded-headers';
import { refusalLocale } from './refusal-locale';
import { refuse } from './refusal';
import { requestKind } from './request-kind';

export interface FrontOptions {
  trustedProxyHops: number;
  maxConcurrentRenders: number;
  maxConcurrentApiCalls: number;
}

/** The shared page cache, and the secret its own renders carry to reach the app past it. */
export interface FrontPageCache {
  cache: PageCache;
  renderSecret: string;
}

export type AppHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0]!;
  return path.startsWith('/') ? path : '/';
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A render the page cache asked for itself: taken as it is, never answered from the cache. */
function isCacheRender(request: IncomingMessage, secret: string | undefined): boolean {
  const value = request.headers[RENDER_HEADER];
  if (value === undefined) return false;
  delete request.headers[RENDER_HEADER];
  if (!secret || typeof value !== 'string' || value.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(value), Buffer.from(secret));
}

/**
 * What every request meets before the app: forwarding headers it may believe, the spec's trailing-slash API
 * paths answered directly, HSTS over https, a 400 for
 * an address that cannot be decoded (the app's router would answer a bare 500), and a cap on the pages
 * and API calls in flight, past which the answer is an immediate 503 with Retry-After instead of a queue
 * that stalls every visitor and the health check alike. Nothing here waits for anything.
 */
export function frontHandler(
  app: AppHandler,
  options: FrontOptions,
  pageCache?: FrontPageCache,
): RequestListener {
  const limits = {
    page: concurrencyLimit(options.maxConcurrentRenders),
    api: concurrencyLimit(options.maxConcurrentApiCalls),
  };
  return (request, response) => {
    const cacheRender = isCacheRender(request, pageCache?.renderSecret);
    if (!cacheRender) trustForwardedHeaders(request, options.trustedProxyHops);
    request.url = withoutApiAlias(request.url ?? '/');
    if (reachedOverHttps(request))
      response.setHeader(STRICT_TRANSPORT_SECURITY.key, STRICT_TRANSPORT_SECURITY.value);
    const pathname = pathOf(request.url);
    const kind = requestKind(pathname);
    const refusal = { api: kind === 'api' || kind === 'probe', locale: refusalLocale(request, pathname) };
    if (!decodable(pathname)) return refuse(response, 'badAddress', refusal);
    const passOn = () => {
      if ((kind === 'page' || kind === 'api') && !limits[kind].admit(response)) {
        return refuse(response, 'busy', refusal);
      }
      // The app works synchronously for tens of milliseconds before its first wait: started on the next turn
      // of the event loop, it lets every request that arrived with this one be answered (or refused) first.
      setImmediate(() => void app(request, response));
    };
    // A process that stops answers what it has and closes each connection after it; the page cache, whose
    // misses render over a new connection to the server that no longer listens, is passed by.
    const draining = isDraining();
    if (draining) response.setHeader('Connection', 'close');
    const mayBeShared = !cacheRender && !draining && (kind === 'page' || pathname.startsWith('/sitemap'));
    if (mayBeShared && pageCache?.cache.answer(request, response, passOn)) return;
    passOn();
  };
}
