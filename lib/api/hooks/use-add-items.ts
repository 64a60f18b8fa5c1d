'use client';

import type { AddItemsToCartRequest, AddItemsToCartResponse } from '@/lib/api/contract/cart';
import { shippingsAndPaymentsQueryKey } from '@/lib/api/query-keys';
import { useCartCall } from './use-cart-call';

/**
 * `PUT /api/cart/add-items` (reorder, quick order, purchased goods): the answered cart replaces the one
 * the mini cart and the order page show; the order page's shippings and payments come along when it is open.
 */
export function useAddItems() {
  return useCartCall<AddItemsToCartRequest['items'], AddItemsToCartResponse>('/api/cart/add-items', {
    body: (items, queryClient) =>
      ({
        items,
        fetch_shippings_and_payments: queryClient.getQueryData(shippingsAndPaymentsQueryKey) !== undefined,
      }) satisfies AddItemsToCartRequest,
    schema: () => import('@/lib/api/contract/cart').then((m) => m.addItemsToCartResponseSchema),
  });
}
