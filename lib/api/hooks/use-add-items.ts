'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import type { AddItemsToCartRequest } from '@/lib/api/contract/cart';
import { applyCartResponse, CART_CALL_SCOPE } from './use-cart-call';

/**
 * `PUT /api/cart/add-items`: several lines at once; the answer says which went in and which were refused
 * (with the reason), and its cart replaces the one the mini cart shows.
 */
export function useAddItems() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: CART_CALL_SCOPE,
    mutationFn: (input: AddItemsToCartRequest) =>
      apiClient.put('/api/cart/add-items', input, {
        schema: () => import('@/lib/api/contract/cart').then((m) => m.addItemsToCartResponseSchema),
      }),
    onSuccess: (response) => applyCartResponse(queryClient, response),
  });
}
