import type { IncomingMessage } from 'node:http';
import { isLocale, LOCALE_COOKIE_NAME, type Locale } from '@/lib/config/locales';
import { shopForHost } from '@/lib/config/shops';
import { readCookie } from '@/lib/server/auth/cookies';

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The language of an answer the front server gives itself: the page's locale prefix, else what the app
 * would take (X-User-Locale, the locale cookie, the shop domain's language).
 */
export function refusalLocale(request: IncomingMessage, pathname: string): Locale {
  const prefix = pathname.split('/')[1];
  return (
    [
      prefix,
      header(request, 'x-user-locale'),
      readCookie(header(request, 'cookie') ?? null, LOCALE_COOKIE_NAME),
    ].find(isLocale) ?? shopForHost(header(request, 'host')).defaultLocale
  );
}
