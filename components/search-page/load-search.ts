import 'server-only';
import { cache } from 'react';
import { type ChannelId, channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { hasActiveFilters } from '@/lib/listing/listing-query';
import { parseListingSearchParams } from '@/lib/listing/search-params';
import { getDb } from '@/lib/server/db';
import type { ListingResult } from '@/lib/server/services/catalog/listing/listing-types';
import { loadSearchHelp, type SearchHelp } from '@/lib/server/services/search-help';
import { searchPage } from '@/lib/server/services/search-page';

export type SearchView =
  | { kind: 'product'; url: string }
  | { kind: 'help'; term: string; reason: 'tooShort' | 'noResults'; help: SearchHelp }
  | { kind: 'results'; term: string; result: ListingResult };

/**
 * One search per request for both the metadata and the page (keyed by the URL's query string), so
 * that a page view logs the search once.
 */
export const loadSearch = cache(
  async (locale: Locale, channelId: ChannelId, search: string): Promise<SearchView> => {
    const db = await getDb();
    const params = new URLSearchParams(search);
    const found = await searchPage(db, {
      q: params.get('q') ?? '',
      query: parseListingSearchParams(params),
      locale,
      channel: channels[channelId],
    });
    if (found.kind === 'product') return { kind: 'product', url: found.url };
    if (found.kind === 'tooShort') {
      return { kind: 'help', term: found.term, reason: 'tooShort', help: await loadSearchHelp(db, locale) };
    }
    // With filters chosen, an empty page offers to clear them; without, the search itself found nothing.
    if (found.result.total === 0 && !hasActiveFilters(found.result.query.filters)) {
      return { kind: 'help', term: found.term, reason: 'noResults', help: await loadSearchHelp(db, locale) };
    }
    return { kind: 'results', term: found.term, result: found.result };
  },
);
