import { parseListingSearchParams } from './parse-search-params';
import { listingSearchParams } from './search-params';

/**
 * A listing URL's query reduced to what the listing reads, in a stable order: the key of its cached
 * read, so that tracking parameters or a different order of filters do not make another cache entry.
 */
export function canonicalListingSearch(search: string): string {
  return listingSearchParams(parseListingSearchParams(new URLSearchParams(search))).toString();
}
