import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { parseListingSearchParams } from '@/lib/listing/parse-search-params';
import { isSearchable, searchPageTerm } from '@/lib/server/services/search';

/**
 * Search pages are for visitors, not for the index (noindex, but their links are followed); the
 * canonical is the search for the term alone, without filters, sort or page. Built from the URL alone:
 * Next renders the metadata once more for a redirect's response, and a search here would be logged twice.
 */
export async function searchMetadata(locale: Locale, search: URLSearchParams): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'SearchPage' });
  const listing = await getTranslations({ locale, namespace: 'Listing' });
  const term = searchPageTerm(search.get('q') ?? '');
  const searched = isSearchable(term);
  const title = searched ? t('resultsTitle', { term }) : t('title');
  const { page } = parseListingSearchParams(search);
  return {
    title: searched && page > 1 ? listing('titleWithPage', { title, page }) : title,
    description: searched ? t('description', { term }) : t('prompt'),
    robots: { index: false, follow: true },
    alternates: {
      canonical: getPathname({
        locale,
        href: { pathname: '/hladaj', query: searched ? { q: term } : undefined },
      }),
    },
  };
}
