'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import { type AddToCartRequest } from '@/lib/api/contract/cart';
import { cartQueryKey } from '@/lib/api/query-keys';

/** Spec §7 `PUT /api/cart/add-to-cart`; the answered cart replaces the one the mini cart shows (spec §4). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddToCartRequest) =>
      apiClient.put('/api/cart/add-to-cart', input, {
        schema: () => import('@/lib/api/contract/cart').then((m) => m.cartResponseSchema),
      }),
    onSuccess: (response) => queryClient.setQueryData(cartQueryKey, response.cart),
  });
}
