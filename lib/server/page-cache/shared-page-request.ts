import type { IncomingMessage } from 'node:http';
import { LOCALE_COOKIE_NAME, type Locale } from '@/lib/config/locales';
import { shopForHost } from '@/lib/config/shops';
import { matchRoute, splitLocalePrefix } from '@/lib/i18n/route-match';
import { readCookie } from '@/lib/server/auth/cookies';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import { type SharedPage, sharedPages, sharedSitemap } from '@/lib/server/cache/cache-manifest';
import { type PageTag, PRODUCT_ROUTE, productPageTag } from './page-tags';

/** A request the shared page cache may answer, and everything its answer may depend on. */
export interface SharedPageRequest {
  /** One entry per key: the address with its canonical query, the scheme and the routing inputs. */
  key: string;
  /** The address rendered on a miss (the canonical query, without tracking parameters). */
  path: string;
  page: SharedPage;
  /** The page's tags, and a product page's own (page-tags.ts). */
  tags: readonly PageTag[];
  /** The page's language, for the locale cookie next-intl would set; null for the sitemap. */
  locale: Locale | null;
  /** The headers a render of this key may read: the same for every request with this key. */
  renderHeaders: Record<string, string>;
}

/** Campaign and click tags: they say where a visitor came from, never what the page shows. */
const TRACKING_PARAMETER =
  /^(?:utm_\w+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|yclid|mc_cid|mc_eid|_ga|_gl)$/i;
const SITEMAP_PATH = /^\/sitemap(?:\.xml|-index\.xml|\/[\w-]+\.xml)$/;

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim();
}

function canonicalQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (TRACKING_PARAMETER.test(name)) params.delete(name);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Client-side navigations ask for the page's React payload instead of its HTML. */
function asksForPayload(request: IncomingMessage, query: string): boolean {
  return request.headers.rsc !== undefined || /[?&]_rsc=/.test(query);
}

/**
 * The shared page a request asks for, or null when its answer must be rendered for it: anything but a
 * GET or HEAD, a signed-in visitor (the proxy's account guards apply to them), a React payload, or a route
 * missing from the cache manifest. On an address without a language prefix, next-intl picks the language
 * from the locale cookie and Accept-Language (and may redirect), so both are part of the key there.
 */
export function sharedPageRequest(request: IncomingMessage): SharedPageRequest | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = request.url ?? '/';
  const queryStart = url.indexOf('?');
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  const search = queryStart < 0 ? '' : url.slice(queryStart);
  const cookies = header(request, 'cookie');
  if (asksForPayload(request, search) || readCookie(cookies, SESSION_COOKIE_NAME) !== undefined) return null;

  const host = header(request, 'x-forwarded-host') || header(request, 'host');
  const shop = shopForHost(host);
  let page: SharedPage | undefined;
  let locale: Locale | null = null;
  let prefixed = true;
  let productSlug: string | undefined;
  if (SITEMAP_PATH.test(pathname)) page = sharedSitemap;
  else {
    const split = splitLocalePrefix(pathname, shop.defaultLocale);
    const route =
      split.prefixed && split.locale === shop.defaultLocale ? null : matchRoute(split.rest, split.locale);
    page = route ? sharedPages[route.pathname] : undefined;
    if (route?.pathname === PRODUCT_ROUTE) productSlug = route.params.slug;
    locale = split.locale;
    prefixed = split.prefixed;
  }
  if (!page) return null;

  const path = `${pathname}${canonicalQuery(search)}`;
  const proto = header(request, 'x-forwarded-proto') || 'http';
  const renderHeaders: Record<string, string> = { host: header(request, 'host') };
  for (const name of ['x-forwarded-host', 'x-forwarded-proto']) {
    const value = header(request, name);
    if (value) renderHeaders[name] = value;
  }
  let routing = '';
  if (!prefixed && locale) {
    const acceptLanguage = header(request, 'accept-language').toLowerCase().replace(/\s+/g, '');
    const localeCookie = readCookie(cookies, LOCALE_COOKIE_NAME);
    if (acceptLanguage) renderHeaders['accept-language'] = acceptLanguage;
    if (localeCookie !== undefined)
      renderHeaders.cookie = `${LOCALE_COOKIE_NAME}=${encodeURIComponent(localeCookie)}`;
    routing = ` ${acceptLanguage} ${localeCookie ?? ''}`;
  }
  const tags = productSlug ? [...page.tags, productPageTag(productSlug)] : page.tags;
  return {
    key: `${proto}://${host.toLowerCase()}${path}${routing}`,
    path,
    page,
    tags,
    locale,
    renderHeaders,
  };
}
