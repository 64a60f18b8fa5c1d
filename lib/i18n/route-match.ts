import { type Locale, locales } from '@/lib/config/locales';
import { type AppPathname, pathnames } from './routing';

export type RouteParams = Record<string, string>;

export interface MatchedRoute {
  pathname: AppPathname;
  params: RouteParams;
}

const routeNames = Object.keys(pathnames) as AppPathname[];
// A fixed path wins over a pattern that would also take it (`/kontakt` over `/[...rest]`-like ones).
const byFixedFirst = [
  ...routeNames.filter((name) => !name.includes('[')),
  ...routeNames.filter((name) => name.includes('[')),
];

/** The path of route `name` in `locale`, with its `[param]` placeholders. */
export function routePattern(name: AppPathname, locale: Locale): string {
  const value = pathnames[name];
  return typeof value === 'string' ? value : value[locale];
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPattern(pattern: string, segments: string[]): RouteParams | null {
  const parts = pattern.split('/').filter(Boolean);
  const params: RouteParams = {};
  for (const [index, part] of parts.entries()) {
    if (part.startsWith('[[...')) {
      params[part.slice(5, -2)] = segments.slice(index).map(decoded).join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith('[')) params[part.slice(1, -1)] = decoded(segment);
    else if (part !== segment) return null;
  }
  return segments.length === parts.length ? params : null;
}

/** The route a path without its locale prefix is in `locale` (`/category/x` in English: `/kategorie/[slug]`). */
export function matchRoute(path: string, locale: Locale): MatchedRoute | null {
  const segments = path.split('/').filter(Boolean);
  for (const pathname of byFixedFirst) {
    const params = matchPattern(routePattern(pathname, locale), segments);
    if (params) return { pathname, params };
  }
  return null;
}

/** The route a path is in `preferred` or, failing that, in any other language. */
export function matchRouteInAnyLocale(path: string, preferred: Locale): MatchedRoute | null {
  for (const locale of [preferred, ...locales.filter((other) => other !== preferred)]) {
    const match = matchRoute(path, locale);
    if (match) return match;
  }
  return null;
}

/** The path of a route in `locale`, without a prefix: `/kategorie/[slug]` with `x` in English → `/category/x`. */
export function routePath(route: MatchedRoute, locale: Locale): string {
  const parts = routePattern(route.pathname, locale)
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith('[[...'))
        return (route.params[part.slice(5, -2)] ?? '').split('/').map(encodeURIComponent).join('/');
      if (part.startsWith('[')) return encodeURIComponent(route.params[part.slice(1, -1)] ?? '');
      return part;
    })
    .filter(Boolean);
  return `/${parts.join('/')}`;
}

/** The locale prefix a path has in the browser: none for the host's own language (`as-needed`). */
export function withLocalePrefix(path: string, locale: Locale, hostLocale: Locale): string {
  if (locale === hostLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** `/cs/kategorie/x` → cs and `/kategorie/x`; an unprefixed path is in the host's language. */
export function splitLocalePrefix(
  path: string,
  hostLocale: Locale,
): { locale: Locale; rest: string; prefixed: boolean } {
  const [, first, ...rest] = path.split('/');
  const locale = locales.find((candidate) => candidate === first);
  if (!locale) return { locale: hostLocale, rest: path, prefixed: false };
  return { locale, rest: `/${rest.join('/')}`, prefixed: true };
}
