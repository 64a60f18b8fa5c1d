'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import type { CustomerSearchResponse } from '@/lib/api/contract/b2b-customers';

/**
 * A page of the customers the signed-in user may choose, for a query; the first page without a query is
 * the one the page rendered, so it is not asked for again.
 */
export function useCustomerSearch(q: string, page: number, initial: CustomerSearchResponse) {
  const isInitial = q === '' && page === 1;
  return useQuery({
    queryKey: ['b2b', 'customer-search', q, page] as const,
    queryFn: ({ signal }) =>
      apiClient.get('/api/b2b/customers', {
        query: { q, page },
        signal,
        schema: () => import('@/lib/api/contract/b2b-customers').then((m) => m.customerSearchResponseSchema),
      }),
    initialData: isInitial ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
