'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useTransition } from 'react';
import { intendedQuery, recordIntent, settleIntent } from './listing-intent';
import type { ListingQuery } from './listing-query';
import { listingUrl } from './search-params';

export type ListingChange = (query: ListingQuery) => ListingQuery;

/**
 * Filters and sorting live in the URL: each change is a new history entry (the back button undoes it)
 * and the server renders the new selection. A change applies to the state asked for last, so quick
 * clicks add up (listing-intent.ts). `baseUrl` is the page's localized URL without filters, sort and
 * page; `shown` is the state the page shows.
 */
export function useListingNavigation(baseUrl: string, shown: ListingQuery) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const shownUrl = listingUrl(baseUrl, shown);
  useEffect(() => settleIntent(baseUrl, shownUrl), [baseUrl, shownUrl]);
  const navigate = useCallback(
    (change: ListingChange) => {
      const next = change(intendedQuery(baseUrl, shown));
      const url = listingUrl(baseUrl, next);
      recordIntent(baseUrl, next, url);
      startTransition(() => router.push(url, { scroll: false }));
    },
    [baseUrl, router, shown],
  );
  return { navigate, pending };
}
