import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';

export function productUrl(locale: Locale, slug: string): string {
  return getPathname({ locale, href: { pathname: '/produkt/[slug]', params: { slug } } });
}

/** The search page for `q`: `/hladaj?q=…`, `/en/search?q=…`. */
export function searchPageUrl(locale: Locale, q: string): string {
  return getPathname({ locale, href: { pathname: '/hladaj', query: { q } } });
}
