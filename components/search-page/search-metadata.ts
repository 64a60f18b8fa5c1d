import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { SearchView } from './load-search';

/**
 * Search pages are for visitors, not for the index (noindex, but their links are followed); the
 * canonical is the search for the term alone, without filters, sort or page.
 */
export async function searchMetadata(
  locale: Locale,
  view: Exclude<SearchView, { kind: 'product' }>,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'SearchPage' });
  const listing = await getTranslations({ locale, namespace: 'Listing' });
  const searched = view.kind === 'results' || view.reason === 'noResults';
  const title = searched ? t('resultsTitle', { term: view.term }) : t('title');
  const page = view.kind === 'results' ? view.result.page : 1;
  const query = searched ? { q: view.term } : undefined;
  return {
    title: page > 1 ? listing('titleWithPage', { title, page }) : title,
    description: searched ? t('description', { term: view.term }) : t('prompt'),
    robots: { index: false, follow: true },
    alternates: { canonical: getPathname({ locale, href: { pathname: '/hladaj', query } }) },
  };
}
