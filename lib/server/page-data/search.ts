import 'server-only';
import { headers } from 'next/headers';
import { type ChannelId, channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { hasActiveFilters } from '@/lib/listing/listing-query';
import { clientIp } from '@/lib/server/auth/client-ip';
import { parseListingSearchParams } from '@/lib/listing/parse-search-params';
import { getDb } from '@/lib/server/db';
import type { ListingResult } from '@/lib/server/services/catalog/listing/listing-types';
import { loadSearchHelp, type SearchHelp, searchPage } from '@/lib/server/services/search';

export type SearchView =
  | { kind: 'product'; url: string }
  | { kind: 'help'; term: string; reason: 'tooShort' | 'noResults'; help: SearchHelp }
  | { kind: 'results'; term: string; result: ListingResult };

/** The search of a page view (which logs it), and what the page shows for it. */
export async function loadSearch(
  locale: Locale,
  channelId: ChannelId,
  params: URLSearchParams,
): Promise<SearchView> {
  const db = await getDb();
  const found = await searchPage(db, {
    q: params.get('q') ?? '',
    query: parseListingSearchParams(params),
    locale,
    channel: channels[channelId],
    ip: clientIp(await headers()),
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
}
