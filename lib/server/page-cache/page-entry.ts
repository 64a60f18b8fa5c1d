import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PageTag } from './page-tags';
import { DOWNSTREAM_FRESH_SECONDS, DOWNSTREAM_STALE_SECONDS } from '@/lib/server/cache/cache-manifest';
import type { Locale } from '@/lib/config/locales';
import { hashedPageContentSecurityPolicy } from '@/lib/security/content-security-policy';
import { hashedScripts } from './hashed-scripts';
import type { SharedPageRequest } from './shared-page-request';

/** What a render answered, read whole. */
export interface RenderedPage {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A page as every visitor with its key gets it: compressed once, with the headers of every copy. */
export interface PageEntry {
  headers: [string, string][];
  etag: string;
  gzip: Buffer;
  brotli: Buffer;
  /** next-intl's cookie of the page's language, sent to a visitor whose cookie says another one. */
  localeCookie: string | null;
  locale: Locale | null;
  tags: readonly PageTag[];
  freshUntil: number;
  staleUntil: number;
  bytes: number;
}

/** Said per response or per connection, never stored with a page. */
const NOT_STORED = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'strict-transport-security',
  'transfer-encoding',
  'vary',
  'x-middleware-rewrite',
]);
const SHARED_TYPES = /^(?:text\/html|application\/xml)\b/;
const NONCE = /'nonce-([^']+)'/;

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

function localeCookieOf(setCookie: string[] | undefined): string | null | undefined {
  if (!setCookie?.length) return null;
  if (setCookie.length > 1 || !setCookie[0]!.startsWith('locale=')) return undefined;
  return setCookie[0]!;
}

/** Next's own (a client-side navigation's payload differs from the HTML), and the encoding chosen here. */
function varyOf(vary: string | undefined): string {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) names.push('Accept-Encoding');
  return names.join(', ');
}

function storedHeaders(headers: IncomingHttpHeaders): [string, string][] {
  return Object.entries(headers)
    .filter(([name, value]) => !NOT_STORED.has(name) && typeof value === 'string')
    .map(([name, value]) => [name, value as string]);
}

/**
 * The entry a render becomes, or null when it may not be shared: anything but a 200 HTML page or sitemap,
 * an answer that sets a cookie other than the language's, or a page whose render had no nonce to tell its
 * own scripts by.
 */
export async function pageEntryOf(
  rendered: RenderedPage,
  shared: SharedPageRequest,
  options: { reviewsWidget: boolean; now: number },
): Promise<PageEntry | null> {
  const type = rendered.headers['content-type'] ?? '';
  const localeCookie = localeCookieOf(rendered.headers['set-cookie']);
  if (rendered.status !== 200 || !SHARED_TYPES.test(type) || localeCookie === undefined) return null;
  const headers = storedHeaders(rendered.headers);
  let body = rendered.body;
  if (type.startsWith('text/html')) {
    const nonce = NONCE.exec(String(rendered.headers['content-security-policy'] ?? ''))?.[1];
    if (!nonce) return null;
    const page = hashedScripts(body.toString('utf8'), nonce);
    body = Buffer.from(page.html, 'utf8');
    const policy = hashedPageContentSecurityPolicy(page.sources, { reviewsWidget: options.reviewsWidget });
    headers.push(['content-security-policy', policy]);
  } else if (rendered.headers['content-security-policy']) {
    headers.push(['content-security-policy', String(rendered.headers['content-security-policy'])]);
  }
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const { life } = shared.page;
  headers.push(
    ['etag', etag],
    ['vary', varyOf(rendered.headers.vary)],
    [
      'cache-control',
      `public, max-age=0, s-maxage=${DOWNSTREAM_FRESH_SECONDS}, stale-while-revalidate=${DOWNSTREAM_STALE_SECONDS}`,
    ],
  );
  const [gzipBody, brotliBody] = await Promise.all([
    gzipped(body, { level: 9 }),
    brotlied(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  ]);
  return {
    headers,
    etag,
    gzip: gzipBody,
    brotli: brotliBody,
    localeCookie,
    locale: shared.locale,
    tags: shared.tags,
    freshUntil: options.now + life.seconds * 1000,
    staleUntil: options.now + (life.seconds + life.staleSeconds) * 1000,
    bytes: gzipBody.length + brotliBody.length + 2048,
  };
}
