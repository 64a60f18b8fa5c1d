import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { LOCALE_COOKIE_NAME } from '@/lib/config/locales';
import { readCookie } from '@/lib/server/auth/cookies';
import type { PageEntry } from './page-entry';

/** Whether the answer came from the cache, from a render (this request's or another's), or old. */
export type CacheStatus = 'HIT' | 'MISS' | 'STALE';

function accepts(request: IncomingMessage, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    return name === encoding && !parameters.some((parameter) => /^q=0(?:\.0*)?$/.test(parameter));
  });
}

function ownLocaleCookie(request: IncomingMessage, entry: PageEntry): boolean {
  return readCookie(request.headers.cookie ?? null, LOCALE_COOKIE_NAME) === entry.locale;
}

function matchesEtag(request: IncomingMessage, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

/** The body in the best encoding the client takes (identity only for the rare client that takes none). */
function bodyFor(request: IncomingMessage, entry: PageEntry): { body: Buffer; encoding: string | null } {
  if (accepts(request, 'br')) return { body: entry.brotli, encoding: 'br' };
  if (accepts(request, 'gzip')) return { body: entry.gzip, encoding: 'gzip' };
  return { body: gunzipSync(entry.gzip), encoding: null };
}

/** Answers with a shared page: a 304 when the client's copy is this one, else the page itself. */
export function servePageEntry(
  request: IncomingMessage,
  response: ServerResponse,
  entry: PageEntry,
  status: CacheStatus,
): void {
  for (const [name, value] of entry.headers) response.setHeader(name, value);
  response.setHeader('x-cache', status);
  if (entry.localeCookie && !ownLocaleCookie(request, entry))
    response.setHeader('set-cookie', entry.localeCookie);
  if (matchesEtag(request, entry.etag)) {
    response.writeHead(304).end();
    return;
  }
  const { body, encoding } = bodyFor(request, entry);
  if (encoding) response.setHeader('content-encoding', encoding);
  response.setHeader('content-length', body.length);
  response.writeHead(200);
  response.end(request.method === 'HEAD' ? undefined : body);
}
