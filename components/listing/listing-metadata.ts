import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config/locales';
import { hasActiveFilters, type ListingQuery } from '@/lib/listing/listing-query';
import { type LocalizedHref, localizedAlternates } from '@/lib/seo/localized-alternates';
import type { ListingRoute } from './listing-route';

interface ListingMetadataInput {
  locale: Locale;
  title: string;
  description: string;
  /** The listing in each locale (null where it does not exist); without page, filters or sort. */
  routeFor: (locale: Locale) => ListingRoute | null;
  query: ListingQuery;
}

/**
 * Title, description, canonical and hreflang of a listing. The plain listing (and its further pages)
 * is indexed; a filtered or re-sorted one is a variant of it: noindex, canonical to the plain listing.
 */
export async function listingMetadata(input: ListingMetadataInput): Promise<Metadata> {
  const { locale, title, description, routeFor, query } = input;
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const variant = hasActiveFilters(query.filters) || query.sort !== null;
  const hrefFor = (target: Locale) => routeFor(target) as LocalizedHref | null;
  const pageHref = (target: Locale): LocalizedHref | null => {
    const route = routeFor(target);
    if (!route) return null;
    return (
      query.page > 1 && !variant ? { ...route, query: { page: String(query.page) } } : route
    ) as LocalizedHref;
  };
  const alternates = localizedAlternates(locale, variant ? hrefFor : pageHref);
  return {
    title: query.page > 1 ? t('titleWithPage', { title, page: query.page }) : title,
    description,
    alternates,
    openGraph: { title, description, type: 'website' },
    ...(variant ? { robots: { index: false, follow: true } } : {}),
  };
}
