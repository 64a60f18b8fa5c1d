import type { IncomingMessage, ServerResponse } from 'node:http';
import { type PageEntry, pageEntryOf, type RenderedPage } from './page-entry';
import { PageCacheStore } from './page-cache-store';
import type { PageTag } from './page-tags';
import { type CacheStatus, servePageEntry } from './serve-page-entry';
import { type SharedPageRequest, sharedPageRequest } from './shared-page-request';

export interface PageCacheOptions {
  maxBytes: number;
  render: (shared: SharedPageRequest) => Promise<RenderedPage>;
  reviewsWidget: boolean;
  now?: () => number;
  onError?: (error: unknown, shared: SharedPageRequest) => void;
}

interface Render {
  rendered: RenderedPage;
  entry: PageEntry | null;
}

interface Flight {
  tags: readonly PageTag[];
  result: Promise<Render>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** A render that may not be shared goes to the one visitor whose request started it, as it came. */
function relay(response: ServerResponse, rendered: RenderedPage): void {
  for (const [name, value] of Object.entries(rendered.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) response.setHeader(name, value);
  }
  response.setHeader('content-length', rendered.body.length);
  response.writeHead(rendered.status).end(rendered.body);
}

/**
 * The shared page cache in front of the app (docs/page-cache.md): a shared page is answered from memory,
 * an old one while it is rendered anew, and a missing one by one render however many visitors ask for
 * it at once. `passOn` hands a request to the app instead (a visitor of a page that may not be shared).
 */
export function createPageCache(options: PageCacheOptions) {
  const store = new PageCacheStore(options.maxBytes);
  const flights = new Map<string, Flight>();
  const now = options.now ?? Date.now;

  function fly(shared: SharedPageRequest): Flight {
    const started = store.generations(shared.tags);
    const result = options.render(shared).then(async (rendered) => {
      const entry = await pageEntryOf(rendered, shared, { reviewsWidget: options.reviewsWidget, now: now() });
      if (entry) store.put(shared.key, entry, started);
      return { rendered, entry };
    });
    const flight = { tags: shared.tags, result };
    flights.set(shared.key, flight);
    const land = () => {
      if (flights.get(shared.key) === flight) flights.delete(shared.key);
    };
    result.then(land, (error: unknown) => {
      land();
      options.onError?.(error, shared);
    });
    return flight;
  }

  function answer(request: IncomingMessage, response: ServerResponse, passOn: () => void): boolean {
    const shared = sharedPageRequest(request);
    if (!shared) return false;
    const entry = store.get(shared.key);
    const at = now();
    if (entry && at < entry.freshUntil) {
      servePageEntry(request, response, entry, 'HIT');
      return true;
    }
    if (entry && at < entry.staleUntil) {
      servePageEntry(request, response, entry, 'STALE');
      if (!flights.has(shared.key)) fly(shared);
      return true;
    }
    const joined = flights.get(shared.key);
    const flight = joined ?? fly(shared);
    const status: CacheStatus = joined ? 'HIT' : 'MISS';
    flight.result.then(
      ({ rendered, entry: renderedEntry }) => {
        if (response.destroyed) return;
        if (renderedEntry) servePageEntry(request, response, renderedEntry, status);
        // A redirect keeps the campaign tags the render was asked without: such a visitor gets their own.
        else if (!joined && request.url === shared.path) relay(response, rendered);
        else passOn();
      },
      () => {
        if (!response.destroyed) passOn();
      },
    );
    return true;
  }

  /** After a write: pages carrying `tag` (all, without one) are rendered again, renders in flight too. */
  function expire(tag: PageTag | null): void {
    store.expire(tag);
    for (const [key, flight] of flights) if (tag === null || flight.tags.includes(tag)) flights.delete(key);
  }

  return { answer, expire };
}

export type PageCache = ReturnType<typeof createPageCache>;
