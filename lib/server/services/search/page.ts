import 'server-only';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/lib/api/contract/search';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { ListingQuery } from '@/lib/listing/listing-query';
import type { DbOrTx } from '@/lib/server/db';
import { getListing } from '../catalog/listing/get-listing';
import type { ListingResult } from '../catalog/listing/listing-types';
import { searchProductsByCode } from './by-code';
import { logSearch } from './search-log';
import { loadSearchTerms } from './synonyms';

export type SearchPageResult =
  /** No query, or one under 3 characters: nothing is searched (or logged). */
  | { kind: 'tooShort'; term: string }
  /** The query is exactly a variant code or EAN of one product: the page goes straight to it. */
  | { kind: 'product'; term: string; url: string }
  | { kind: 'results'; term: string; result: ListingResult };

interface SearchPageRequest {
  /** The query as the URL has it; trimmed, and cut to 100 characters, here. */
  q: string;
  query: ListingQuery;
  locale: Locale;
  channel: Channel;
  /** The client's address, which the search log counts by. */
  ip: string;
}

/** The term a search page searches for: the query trimmed and cut to 100 characters. */
export function searchPageTerm(q: string): string {
  return q.trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** Under 3 characters nothing is searched. */
export function isSearchable(term: string): boolean {
  return term.length >= SEARCH_MIN_LENGTH;
}

/**
 * The search results page: the products the search box would find, as a listing with filters, facets,
 * sorting and pages, in order of relevance unless another order is chosen. Each call logs the search
 * once, with the number of products found.
 */
export async function searchPage(db: DbOrTx, request: SearchPageRequest): Promise<SearchPageResult> {
  const { locale, channel, ip } = request;
  const term = searchPageTerm(request.q);
  if (!isSearchable(term)) return { kind: 'tooShort', term };
  const terms = await loadSearchTerms(db, term, locale);
  const product = await searchProductsByCode(db, term, locale);
  if (product) {
    await logSearch(db, terms, { resultCount: 1, locale, channel: channel.id, ip });
    return { kind: 'product', term, url: product.url };
  }
  const result = await getListing(db, {
    base: { kind: 'search', terms },
    query: request.query,
    locale,
    channel,
  });
  await logSearch(db, terms, { resultCount: result.total, locale, channel: channel.id, ip });
  return { kind: 'results', term, result };
}
