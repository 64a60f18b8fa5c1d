import type { Locale } from '@/lib/config/locales';
import {
  matchRouteInAnyLocale,
  routePath,
  splitLocalePrefix,
  withLocalePrefix,
} from '@/lib/i18n/route-match';
import { legacyPaths } from './legacy-paths';
import { normalizeRedirectPath } from './redirect-paths';

export interface Move {
  to: string;
  status: 301 | 302;
}

/** The admin's redirects (`presmerovani`) by their old path, targets already checked. */
export type RedirectTable = ReadonlyMap<string, Move>;

export interface PathOfVisitor {
  /** The path as requested (percent-encoded or not). */
  path: string;
  /** The language the visitor gets: the path's prefix, else their cookie, browser or the host's. */
  locale: Locale;
  hostLocale: Locale;
}

/**
 * A path on this shop in the visitor's language: a target that names its language (`/en/…`) keeps it;
 * otherwise the same page in `locale`, its path segments translated (`/b2b/sign-in` → `/b2b/prihlasenie`).
 */
export function localizedTarget(to: string, locale: Locale, hostLocale: Locale): string {
  if (!to.startsWith('/')) return to;
  const url = new URL(to, 'https://shop.invalid');
  if (splitLocalePrefix(url.pathname, hostLocale).prefixed) return to;
  const route = matchRouteInAnyLocale(url.pathname, locale);
  const path = route ? routePath(route, locale) : url.pathname;
  return `${withLocalePrefix(path, locale, hostLocale)}${url.search}${url.hash}`;
}

/**
 * Where a path has moved: the admin's redirect for the path as given, then for it without its language
 * prefix (`/en/b2b/x` finds `/b2b/x`), then the old shop's renamed paths; null when it has not moved.
 */
export function movedTarget({ path, locale, hostLocale }: PathOfVisitor, table: RedirectTable): Move | null {
  const normalized = normalizeRedirectPath(path.replace(/^\/+/, ''));
  const { rest, prefixed } = splitLocalePrefix(normalized, hostLocale);
  const stored = table.get(normalized) ?? (prefixed ? table.get(rest) : undefined);
  if (stored) return { to: localizedTarget(stored.to, locale, hostLocale), status: stored.status };
  const legacy = legacyPaths.get(rest);
  if (!legacy) return null;
  const to = withLocalePrefix(routePath({ pathname: legacy, params: {} }, locale), locale, hostLocale);
  return { to, status: 301 };
}
