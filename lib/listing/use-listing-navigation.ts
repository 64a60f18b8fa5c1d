'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';
import type { ListingQuery } from './listing-query';
import { listingSearchParams } from './search-params';

/**
 * Filters and sorting live in the URL: each change is a new history entry (the back button undoes it)
 * and the server renders the new selection. `basePath` is the page's localized path without a query.
 */
export function useListingNavigation(basePath: string) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback(
    (query: ListingQuery) => {
      const search = listingSearchParams(query).toString();
      startTransition(() => router.push(search ? `${basePath}?${search}` : basePath, { scroll: false }));
    },
    [basePath, router],
  );
  return { navigate, pending };
}
