'use client';

import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import { cartQueryKey } from '@/lib/api/query-keys';

/**
 * Spec §7: GET /api/cart. Spec §4: a failed fetch leaves no cart behind (`data` undefined, not loaded);
 * every successful cart-changing call replaces it through this query key.
 */
export function useCart(options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: cartQueryKey,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/cart', {
          schema: () => import('@/lib/api/contract/cart').then((m) => m.cartResponseSchema),
          signal,
        })
      ).cart,
    staleTime: 30_000,
    retry: false,
  });
}
