'use client';

import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import type { Cart } from '@/lib/api/contract/cart';
import { cartQueryKey } from '@/lib/api/query-keys';

export interface CartState {
  /** The cart as last read; none after a failed read, even when an earlier one succeeded (spec §4). */
  cart: Cart | undefined;
  /** The last read succeeded. */
  isLoaded: boolean;
  /** No read has answered yet. */
  isPending: boolean;
  /** The last read failed: the cart is cleared and not loaded until a read succeeds again. */
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * Spec §7: GET /api/cart. Spec §4: a failed fetch clears the cart and marks it not loaded, also when it
 * refreshes one shown before (React Query would keep the old answer), so nobody orders from a stale cart;
 * every successful cart-changing call replaces it through this query key.
 */
export function useCart(options: { enabled?: boolean } = {}): CartState {
  const query = useQuery({
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
  const { isError, isSuccess, isPending, refetch } = query;
  return { cart: isError ? undefined : query.data, isLoaded: isSuccess, isPending, isError, refetch };
}
