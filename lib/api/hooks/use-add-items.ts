'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import type { AddItemsToCartRequest } from '@/lib/api/contract/cart';

import { shippingsAndPaymentsQueryKey } from '@/lib/api/query-keys';
import { applyCartResponse, cancelCartFetch, CART_CALL_SCOPE } from './use-cart-call';

/**
 * `PUT /api/cart/add-items` (reorder, quick order, purchased goods): the answered cart replaces the one
 * the mini cart and the order page show; the order page's shippings and payments come along when it is open.
 */
export function useAddItems() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: CART_CALL_SCOPE,
    mutationFn: (items: AddItemsToCartRequest['items']) =>
      apiClient.put(
        '/api/cart/add-items',
        {
          items,
          fetch_shippings_and_payments: queryClient.getQueryData(shippingsAndPaymentsQueryKey) !== undefined,
        } satisfies AddItemsToCartRequest,
        { schema: () => import('@/lib/api/contract/cart').then((m) => m.addItemsToCartResponseSchema) },
      ),
    onMutate: () => cancelCartFetch(queryClient),
    onSuccess: (response) => applyCartResponse(queryClient, response),
  });
}
