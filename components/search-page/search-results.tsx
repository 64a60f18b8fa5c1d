import { getTranslations } from 'next-intl/server';
import { ListingView } from '@/components/listing/listing-view';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { ListingResult } from '@/lib/server/services/catalog/listing/listing-types';
import { searchBreadcrumb } from './search-breadcrumb';

interface SearchResultsProps {
  locale: Locale;
  channel: Channel;
  term: string;
  result: ListingResult;
}

/** The products found, as a listing whose every URL keeps the term. */
export async function SearchResults({ locale, channel, term, result }: SearchResultsProps) {
  const t = await getTranslations('SearchPage');
  const title = t('resultsTitle', { term });
  return (
    <ListingView
      locale={locale}
      channel={channel}
      route={{ pathname: '/hladaj', query: { q: term } }}
      title={title}
      intro={<p data-testid="search-found">{t('found', { count: result.total })}</p>}
      breadcrumb={searchBreadcrumb(t('title'), title)}
      result={result}
      showBrandFacet
    />
  );
}
