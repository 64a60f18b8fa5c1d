import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { ListingQuery } from '@/lib/listing/listing-query';
import { listingQueryObject } from '@/lib/listing/search-params';
import type { LocalizedHref } from '@/lib/seo/localized-alternates';

/** A listing page's route of the route table, with its parameters. */
type ListingPage =
  | { pathname: '/kategorie/[slug]'; params: { slug: string } }
  | {
      pathname:
        | '/doporucujeme/[[...path]]'
        | '/recommended-category/[[...path]]'
        | '/nejprodavanejsi/[[...path]]'
        | '/novinky/[[...path]]'
        | '/slevy/[[...path]]';
      params: { path?: string[] };
    }
  | { pathname: '/hladaj' };

/** The route and the page's own query (a search's `q`), which every state of the listing keeps. */
export type ListingRoute = ListingPage & { query?: Record<string, string> };

/** The listing's URL for a state: what pagination and "clear filters" link to. */
export function listingHref(route: ListingRoute, query: ListingQuery): LocalizedHref {
  return { ...route, query: { ...route.query, ...listingQueryObject(query) } } as LocalizedHref;
}

/** The listing's localized URL without filters, sort and page: where the filter controls navigate from. */
export function listingBaseUrl(locale: Locale, route: ListingRoute): string {
  return getPathname({ locale, href: route as LocalizedHref });
}
