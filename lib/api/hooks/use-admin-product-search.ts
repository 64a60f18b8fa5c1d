'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type { AdminProductRow } from '@/lib/api/contract/admin/products';

/** Shortest term worth a search: one letter matches most of the catalog. */
export const PRODUCT_SEARCH_MIN = 2;
const RESULTS = 20;

/** Products of the admin products list matching a name or code, for pickers (linked products). */
export function useAdminProductSearch(term: string) {
  return useQuery({
    queryKey: ['admin', 'product-search', term] as const,
    queryFn: ({ signal }) =>
      apiClient.get<AdminListResponse<AdminProductRow>>('/api/admin/produkty', {
        query: { q: term, per_page: RESULTS },
        signal,
        schema: () => import('@/lib/api/contract/admin/products').then((m) => m.adminProductListSchema),
      }),
    enabled: term.length >= PRODUCT_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
