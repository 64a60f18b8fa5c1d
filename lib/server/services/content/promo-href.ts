import 'server-only';
import { defaultLocale, type Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { type AppPathname, pathnames } from '@/lib/i18n/routing';

type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;

function isStaticPathname(path: string): path is StaticPathname {
  return Object.hasOwn(pathnames, path) && !path.includes('[');
}

/**
 * The address of an admin-entered slide or banner link in `locale`. A path of the route table gets its
 * localized form (`/hladaj` → `/en/search`); any other path keeps its shape under the locale's prefix,
 * as Slovak, Czech and mostly English share paths; an http(s) URL stays as it is. Anything else: no link.
 */
export function promoHref(locale: Locale, link: string): string | null {
  if (/^https?:\/\//i.test(link)) return link;
  if (!link.startsWith('/') || link.startsWith('//')) return null;
  const at = link.search(/[?#]/);
  const path = at < 0 ? link : link.slice(0, at);
  const rest = at < 0 ? '' : link.slice(at);
  if (isStaticPathname(path)) return getPathname({ href: path, locale }) + rest;
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return prefix + link;
}
