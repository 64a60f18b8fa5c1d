'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';
import type { ListingQuery } from './listing-query';
import { listingUrl } from './search-params';

/**
 * Filters and sorting live in the URL: each change is a new history entry (the back button undoes it)
 * and the server renders the new selection. `baseUrl` is the page's localized URL without filters, sort
 * and page.
 */
export function useListingNavigation(baseUrl: string) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback(
    (query: ListingQuery) => {
      startTransition(() => router.push(listingUrl(baseUrl, query), { scroll: false }));
    },
    [baseUrl, router],
  );
  return { navigate, pending };
}
