import createMiddleware from 'next-intl/middleware';
import type { NextRequest, NextResponse } from 'next/server';
import type { Locale } from '@/lib/config/locales';
import { shopForHost } from '@/lib/config/shops';
import { routing } from '@/lib/i18n/routing';
import { withChannelSegment } from '@/lib/i18n/channel-rewrite';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';

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

export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const shop = shopForHost(request.headers.get('x-forwarded-host') ?? request.headers.get('host'));
  const response = withChannelSegment(request, i18nFor(shop.defaultLocale)(request), shop.channel.id);
  if (!request.cookies.has(SESSION_COOKIE_NAME)) return response;
  // Loaded only for signed-in visitors: anonymous page requests never touch the database here.
  const { applyB2bGuard } = await import('@/lib/server/auth/b2b-proxy-guard');
  return applyB2bGuard(request, response);
}

export const config = {
  matcher: ['/((?!api|_next|_vercel|media|static|favicon.ico|robots.txt|sitemap.xml|.*\\..*).*)'],
};
