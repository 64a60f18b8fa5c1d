'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiClient } from '@/lib/api/client';
import type { SubmitOrderRequest } from '@/lib/api/contract/checkout';
import { isApiError } from '@/lib/api/errors';

import { cartQueryKey } from '@/lib/api/query-keys';
import { CART_CALL_SCOPE } from './use-cart-call';

/** A failure after which the server may have placed the order: the retry must carry the same key. */
function mayHaveReachedServer(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/**
 * `PUT /api/cart/submit-order` with an `Idempotency-Key`: one UUID per attempt, kept for the retry after a
 * network or server failure (so a lost answer cannot place a second order), dropped after any other answer.
 */
export function useSubmitOrder() {
  const queryClient = useQueryClient();
  const attemptKey = useRef<string | null>(null);
  return useMutation({
    // After the cart calls still on their way: the order is placed from what they saved.
    scope: CART_CALL_SCOPE,
    mutationFn: (input: SubmitOrderRequest) => {
      attemptKey.current ??= crypto.randomUUID();
      return apiClient.put('/api/cart/submit-order', input, {
        schema: () => import('@/lib/api/contract/order').then((m) => m.submitOrderResponseSchema),
        headers: { 'Idempotency-Key': attemptKey.current },
      });
    },
    onSuccess: (response) => {
      attemptKey.current = null;
      queryClient.setQueryData(cartQueryKey, response.cart);
    },
    onError: (error) => {
      if (!mayHaveReachedServer(error)) attemptKey.current = null;
      // The cart changed under the shopper (a price, a discount used up): show them the new one.
      if (isApiError(error) && error.code === 'ORDER_TOTAL_CHANGED') {
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      }
    },
  });
}
