import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { shopForHost } from '@/lib/config/shops';
import { getPathname } from '@/lib/i18n/navigation';
import type { AppPathname } from '@/lib/i18n/routing';
import { mailLinkOrigin, type RequestOrigin } from '../domains';

type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;

/**
 * An absolute link for an account e-mail, on the shop the request came to (never a forged host), in the
 * recipient's language: no prefix where that language is the host's own (`cz.localhost` → Czech).
 */
export function accountMailLink(
  requested: RequestOrigin,
  locale: Locale,
  pathname: StaticPathname,
  query: Record<string, string> = {},
): string {
  const origin = mailLinkOrigin(requested);
  const path = pathOf(locale, pathname);
  const prefix = locale === shopForHost(origin.host).defaultLocale ? '' : `/${locale}`;
  const url = new URL(`${prefix}${path === '/' ? '' : path}` || '/', `${origin.protocol}//${origin.host}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The locale's own path without any locale prefix: `/en/user/lost-password` → `/user/lost-password`. */
function pathOf(locale: Locale, pathname: StaticPathname): string {
  const path = getPathname({ locale, href: pathname });
  return path.startsWith(`/${locale}/`) ? path.slice(locale.length + 1) : path === `/${locale}` ? '/' : path;
}
