import createMiddleware from 'next-intl/middleware';
import { NextRequest, type NextResponse } from 'next/server';
import { env } from '@/lib/config/env';
import type { Locale } from '@/lib/config/locales';
import { shopForHost } from '@/lib/config/shops';
import { routing } from '@/lib/i18n/routing';
import { withChannelSegment } from '@/lib/i18n/channel-rewrite';
import { isHttpsRequest } from '@/lib/server/auth/cookies';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import { newNonce, pageContentSecurityPolicy } from '@/lib/security/content-security-policy';
import { secureCookiesOf } from '@/lib/security/secure-cookies';

const CSP_HEADER = 'Content-Security-Policy';
const development = env.NODE_ENV === 'development';

/** A country-shop domain serves its own language without a prefix (cz.localhost → Czech). */
const i18nByDefaultLocale = new Map<Locale, ReturnType<typeof createMiddleware>>();
function i18nFor(defaultLocale: Locale) {
  let handler = i18nByDefaultLocale.get(defaultLocale);
  if (!handler) {
    handler = createMiddleware({ ...routing, defaultLocale });
    i18nByDefaultLocale.set(defaultLocale, handler);
  }
  return handler;
}

/**
 * The page's policy travels on the request as well: Next reads the nonce from there and puts it on the
 * scripts it renders (next-intl passes the request's headers on to the page).
 */
function withPolicy(request: NextRequest, policy: string): NextRequest {
  const headers = new Headers(request.headers);
  headers.set(CSP_HEADER, policy);
  return new NextRequest(request, { headers });
}

async function routed(request: NextRequest): Promise<NextResponse> {
  const shop = shopForHost(request.headers.get('x-forwarded-host') ?? request.headers.get('host'));
  const redirects = await import('@/lib/server/http/page-redirects');
  const root = redirects.rootRedirectOf(request);
  if (root) return root;
  const i18n = i18nFor(shop.defaultLocale)(request);
  const moved = await redirects.movedPageOf(request, i18n, shop.defaultLocale);
  if (moved) return moved;
  const localized = await redirects.withOwnSlug(request, i18n, shop.defaultLocale);
  const response = withChannelSegment(request, localized, shop.channel.id);
  if (!request.cookies.has(SESSION_COOKIE_NAME)) return response;
  // Loaded only for signed-in visitors: an anonymous page request reads no more than the redirect table.
  const { applyB2bGuard } = await import('@/lib/server/auth/b2b-proxy-guard');
  return applyB2bGuard(request, response);
}

/** The internal path of the page a response rewrites to, if it does. */
function routedPath(response: NextResponse): string | null {
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : null;
}

/** Searches are limited per client (429 past the limit); loaded only for requests of the search page. */
async function searchRefusal(request: NextRequest, response: NextResponse): Promise<Response | null> {
  const path = routedPath(response);
  if (!path?.endsWith('/hladaj')) return null;
  const { searchPageRefusal } = await import('@/lib/server/http/search-page-limit');
  return searchPageRefusal(request.headers, path);
}

export default async function proxy(incoming: NextRequest): Promise<Response> {
  const policy = pageContentSecurityPolicy(newNonce(), { development });
  const request = withPolicy(incoming, policy);
  const routedResponse = await routed(request);
  const response = (await searchRefusal(request, routedResponse)) ?? routedResponse;
  response.headers.set(CSP_HEADER, policy);
  if (isHttpsRequest(request)) secureCookiesOf(response.headers);
  return response;
}

export const config = {
  matcher: ['/((?!api|_next|_vercel|media|static|favicon.ico|robots.txt|sitemap.xml|.*\\..*).*)'],
};
