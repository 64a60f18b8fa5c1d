import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { matchRoute, routePath, splitLocalePrefix, withLocalePrefix } from '@/lib/i18n/route-match';
import type { DbOrTx } from '@/lib/server/db';
import { ownSlug } from './own-slug';
import { slugKindOf } from './slug-kinds';

/** A page found by a slug, in the language of its path: `/cs/kategorie/pohare-na-vino` (a Slovak slug). */
export function slugPageOf(path: string, hostLocale: Locale) {
  const { locale, rest } = splitLocalePrefix(path, hostLocale);
  const route = matchRoute(rest, locale);
  const kind = route ? slugKindOf(route.pathname) : null;
  const slug = route?.params.slug;
  return route && kind && slug ? { route, kind, slug, locale } : null;
}

/**
 * The path with its slug in the path's language (`/cs/kategorie/sklenice-na-vino`), or null when the slug
 * is that language's already, or no page has it.
 */
export async function ownSlugPath(db: DbOrTx, path: string, hostLocale: Locale): Promise<string | null> {
  const page = slugPageOf(path, hostLocale);
  if (!page) return null;
  const own = await ownSlug(db, page.kind, page.slug, page.locale);
  if (!own || own === page.slug) return null;
  const localized = routePath({ pathname: page.route.pathname, params: { slug: own } }, page.locale);
  return withLocalePrefix(localized, page.locale, hostLocale);
}
