import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { ListingQuery } from '@/lib/listing/listing-query';
import { listingQueryObject } from '@/lib/listing/search-params';
import type { LocalizedHref } from '@/lib/seo/localized-alternates';

/** A listing page's route of the route table, with its parameters (no query). */
export type ListingRoute =
  | { pathname: '/kategorie/[slug]'; params: { slug: string } }
  | {
      pathname:
        | '/doporucujeme/[[...path]]'
        | '/recommended-category/[[...path]]'
        | '/nejprodavanejsi/[[...path]]'
        | '/novinky/[[...path]]'
        | '/slevy/[[...path]]';
      params: { path?: string[] };
    };

/** The listing's URL for a state: what pagination and "clear filters" link to. */
export function listingHref(route: ListingRoute, query: ListingQuery): LocalizedHref {
  return { ...route, query: listingQueryObject(query) } as LocalizedHref;
}

/** The listing's localized path without a query: where the filter controls navigate to. */
export function listingPath(locale: Locale, route: ListingRoute): string {
  return getPathname({ locale, href: route as LocalizedHref });
}
