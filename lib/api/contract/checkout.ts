import { z } from 'zod';
import {
  billingInformationSchema,
  companySchema,
  deliveryAddressSchema,
  orderNoteSchema,
} from '@/lib/forms/customer-data';
import { CART_QUANTITY_MAX } from './cart';
import { recordId } from './record-id';

/**
 * The checkout calls of spec §7 beyond adding and removing: each answers `{ cart, shippings_and_payments }`
 * (`cartWithShippingsAndPaymentsResponseSchema`), except submit-order (`submitOrderResponseSchema`).
 */
const id = recordId;

/** `PUT /api/cart/change-quantity`: sets the line's quantity (the stepper on the order page). */
export const changeQuantityRequestSchema = z.object({
  item_variant_id: id(),
  quantity: z.number().int().min(1).max(CART_QUANTITY_MAX),
});
export type ChangeQuantityRequest = z.infer<typeof changeQuantityRequestSchema>;

export const DISCOUNT_CODE_MAX = 50;

/** `PUT /api/cart/add-discount-code`. */
export const addDiscountCodeRequestSchema = z.object({
  code: z.string().trim().min(1, 'required').max(DISCOUNT_CODE_MAX, `maxLength|${DISCOUNT_CODE_MAX}`),
});
export type AddDiscountCodeRequest = z.input<typeof addDiscountCodeRequestSchema>;

/** `PUT /api/cart/remove-discount-code`. */
export const removeDiscountCodeRequestSchema = z.object({ discount_code_id: id() });
export type RemoveDiscountCodeRequest = z.infer<typeof removeDiscountCodeRequestSchema>;

/** `PUT /api/cart/select-shipping`: `branch_id` is null unless the shipping is `CHOOSE_BRANCH_INPUT`. */
export const selectShippingRequestSchema = z.object({
  shipping_id: id(),
  branch_id: id().nullable(),
});
export type SelectShippingRequest = z.infer<typeof selectShippingRequestSchema>;

/** `PUT /api/cart/select-customer-delivery-address`: one of the customer's saved addresses, or none. */
export const selectDeliveryAddressRequestSchema = z.object({
  customer_delivery_address_id: id().nullable(),
});
export type SelectDeliveryAddressRequest = z.infer<typeof selectDeliveryAddressRequestSchema>;

/** `PUT /api/cart/select-customer-billing-address`. */
export const selectBillingAddressRequestSchema = z.object({
  customer_billing_address_id: id().nullable(),
});
export type SelectBillingAddressRequest = z.infer<typeof selectBillingAddressRequestSchema>;

export const depositPaymentTypeSchema = z.enum(['whole', 'deposit']);

/**
 * `PUT /api/cart/select-payment`: with items on backorder and a deposit, `deposit_payment_type`
 * `deposit` pays the deposit now with `payment_id` and the rest later with `deposit_rest_payment_id`.
 */
export const selectPaymentRequestSchema = z.object({
  payment_id: id(),
  deposit_rest_payment_id: id().nullable().optional(),
  deposit_payment_type: depositPaymentTypeSchema.optional(),
});
export type SelectPaymentRequest = z.infer<typeof selectPaymentRequestSchema>;

/**
 * `PUT /api/cart/set-customer-data`: the server checks `billing_information` against the cart's
 * requirement level (FULL needs the address, BASIC does not). `delivery_address` null = deliver to the
 * billing address (or to `selected_delivery_address_id`, a saved one). `company` for company orders.
 */
export const setCustomerDataRequestSchema = z.object({
  billing_information: billingInformationSchema,
  delivery_address: deliveryAddressSchema.nullable(),
  company: companySchema.nullable(),
  selected_delivery_address_id: id().nullable(),
  /** A dealer placing the order on behalf of the selected customer. */
  sales_representative_order: z.boolean().optional(),
  note: orderNoteSchema.optional(),
});
export type SetCustomerDataRequest = z.input<typeof setCustomerDataRequestSchema>;

/**
 * `PUT /api/cart/submit-order` (header `Idempotency-Key` optional, 8–100 characters). The order is priced
 * on the server; `expected_total_with_vat`, the total the shopper saw, only guards against a total that
 * changed meanwhile (a price, a discount code used up by another order): then 409 ORDER_TOTAL_CHANGED.
 */
export const submitOrderRequestSchema = z.object({
  terms_accepted: z.literal(true, 'terms'),
  expected_total_with_vat: z.number().int().min(0).optional(),
});
export type SubmitOrderRequest = z.infer<typeof submitOrderRequestSchema>;

export const idempotencyKeySchema = z.string().min(8).max(100);
