'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import { type ShippingsAndPayments } from '@/lib/api/contract/cart';
import { cartQueryKey, shippingsAndPaymentsQueryKey } from '@/lib/api/query-keys';

/**
 * Spec §7 `GET /api/cart?with_shippings_and_payments=1` for the order page: the cart goes to the cache
 * the mini cart reads, the shippings and payments to their own entry, which the checkout calls replace.
 */
export function useShippingsAndPayments() {
  const queryClient = useQueryClient();
  return useQuery<ShippingsAndPayments>({
    queryKey: shippingsAndPaymentsQueryKey,
    queryFn: async ({ signal }) => {
      const response = await apiClient.get('/api/cart', {
        query: { with_shippings_and_payments: 1 },
        schema: () => import('@/lib/api/contract/cart').then((m) => m.cartWithShippingsResponseSchema),
        signal,
      });
      queryClient.setQueryData(cartQueryKey, response.cart);
      return response.shippings_and_payments;
    },
    retry: false,
  });
}
