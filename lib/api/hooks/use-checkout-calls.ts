'use client';

import type { RemoveFromCartRequest } from '@/lib/api/contract/cart';
import type {
  AddDiscountCodeRequest,
  ChangeQuantityRequest,
  RemoveDiscountCodeRequest,
  SelectBillingAddressRequest,
  SelectDeliveryAddressRequest,
  SelectPaymentRequest,
  SelectShippingRequest,
  SetCustomerDataRequest,
} from '@/lib/api/contract/checkout';
import { patchCachedCart, useCartCall } from './use-cart-call';

/** The order page's cart calls of spec §7; each replaces the cached cart with the one answered. */
export function useChangeQuantity() {
  return useCartCall<ChangeQuantityRequest>('/api/cart/change-quantity');
}

export function useRemoveFromCart() {
  return useCartCall<RemoveFromCartRequest>('/api/cart/remove-from-cart');
}

export function useAddDiscountCode() {
  return useCartCall<AddDiscountCodeRequest>('/api/cart/add-discount-code');
}

export function useRemoveDiscountCode() {
  return useCartCall<RemoveDiscountCodeRequest>('/api/cart/remove-discount-code');
}

/** Spec §4: the shipping and branch are chosen at once; a failure resets both to none. */
export function useSelectShipping() {
  return useCartCall<SelectShippingRequest>('/api/cart/select-shipping', {
    onStart: (queryClient, input) =>
      patchCachedCart(queryClient, {
        selected_shipping_id: input.shipping_id,
        selected_shipping_branch_id: input.branch_id,
      }),
    onFailure: (queryClient) =>
      patchCachedCart(queryClient, { selected_shipping_id: null, selected_shipping_branch_id: null }),
  });
}

/** Spec §4: the payment is chosen at once; a failed choice resets it to none. */
export function useSelectPayment() {
  return useCartCall<SelectPaymentRequest>('/api/cart/select-payment', {
    onStart: (queryClient, input) =>
      patchCachedCart(queryClient, {
        selected_payment_id: input.payment_id,
        selected_deposit_rest_payment_id: input.deposit_rest_payment_id ?? null,
        ...(input.deposit_payment_type ? { deposit_type_selected: input.deposit_payment_type } : {}),
      }),
    onFailure: (queryClient) =>
      patchCachedCart(queryClient, { selected_payment_id: null, selected_deposit_rest_payment_id: null }),
  });
}

export function useSelectDeliveryAddress() {
  return useCartCall<SelectDeliveryAddressRequest>('/api/cart/select-customer-delivery-address');
}

export function useSelectBillingAddress() {
  return useCartCall<SelectBillingAddressRequest>('/api/cart/select-customer-billing-address');
}

export function useSetCustomerData() {
  return useCartCall<SetCustomerDataRequest>('/api/cart/set-customer-data');
}
