'use client';

import { type AddToCartRequest } from '@/lib/api/contract/cart';
import { useCartCall } from './use-cart-call';

/** Spec §7 `PUT /api/cart/add-to-cart`; the answered cart replaces the one the mini cart shows (spec §4). */
export function useAddToCart() {
  return useCartCall<AddToCartRequest>('/api/cart/add-to-cart');
}
