import { z } from 'zod';
import { channelIds } from '@/lib/config/channels';
import {
  billingInformationSchema,
  companySchema,
  countryCodeSchema,
  deliveryAddressSchema,
} from '@/lib/forms/customer-data';
import { partnerDiscountSchema } from './catalog';
import { imageSchema } from './menu';
import { shopDomainSchema } from './settings';

import { CART_ADD_ITEMS_MAX, CART_QUANTITY_MAX } from './limits';
import { recordId } from './record-id';

export { CART_ADD_ITEMS_MAX, CART_QUANTITY_MAX } from './limits';

const money = () => z.number().int();
const id = recordId;

/** `GET /api/cart?with_shippings_and_payments=1` also answers domains, shippings, payments and addresses. */
export const cartQuerySchema = z.object({
  with_shippings_and_payments: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type CartQuery = z.input<typeof cartQuerySchema>;

/** `PUT /api/cart/add-to-cart`: adds `quantity` to the item's line (or starts one). */
export const addToCartRequestSchema = z.object({
  item_variant_id: id(),
  quantity: z.number().int().min(1).max(CART_QUANTITY_MAX),
  fetch_shippings_and_payments: z.boolean().optional(),
});
export type AddToCartRequest = z.infer<typeof addToCartRequestSchema>;

/**
 * `PUT /api/cart/add-items`: adds several items at once (quick order, reorder, recommended assortment).
 * Lines of one variant are summed; each line is added or refused on its own, and the refused ones come
 * back with the reason.
 */
export const addItemsToCartRequestSchema = z.object({
  items: z
    .array(z.object({ item_variant_id: id(), quantity: z.number().int().min(1).max(CART_QUANTITY_MAX) }))
    .min(1)
    .max(CART_ADD_ITEMS_MAX),
  fetch_shippings_and_payments: z.boolean().optional(),
});
export type AddItemsToCartRequest = z.infer<typeof addItemsToCartRequestSchema>;

/** `PUT /api/cart/remove-from-cart`: removes the item's whole line. */
export const removeFromCartRequestSchema = z.object({ item_variant_id: id() });
export type RemoveFromCartRequest = z.infer<typeof removeFromCartRequestSchema>;

export const cartItemVariantSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The product's name with the variant's option label. */
  name: z.string(),
  product_id: z.number().int(),
  /** The product page in the request's locale. */
  product_url: z.string(),
  image: imageSchema.nullable(),
  pack_quantity: z.number().int(),
  /** Pieces in the unit sold: 1 for a piece, n for a pack of n (quantities count units). */
  unit_pieces: z.number().int(),
  min_quantity: z.number().int(),
  step_quantity: z.number().int(),
  stock: z.number().int(),
  backorder: z.boolean(),
});

/** Spec §3 Cart item; money in minor units of the cart's currency. */
export const cartItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  item_variant: cartItemVariantSchema,
  unit_price_with_vat: money(),
  unit_price_without_vat: money(),
  total_with_vat: money(),
  total_without_vat: money(),
  vat_rate: z.number(),
  /** Ordered on backorder (more than is in stock): part of it may be paid as a deposit. */
  has_deposit: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const freeShippingSchema = z.object({
  /** Goods total with VAT from which shipping is free; null when the shop has none. */
  threshold: money().nullable(),
  remaining: money().nullable(),
  /** How far the goods total is towards the threshold, 0–100. */
  percentage: z.number(),
});

/** A saved address of the logged-in user or the selected customer (spec §3 Address). */
export const savedAddressSchema = z.object({
  id: z.number().int(),
  is_billing: z.boolean(),
  is_delivery: z.boolean(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: countryCodeSchema,
  phone: z.string(),
  email: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** A discount code applied to the cart, with what it takes off now (capped by the maximum cart discount). */
export const cartDiscountSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  /** Percent, or an amount in minor units. */
  value: z.number().int(),
  amount_with_vat: money(),
  amount_without_vat: money(),
});
export type CartDiscount = z.infer<typeof cartDiscountSchema>;

/** What the customer entered on the order page; `is_filled` once it satisfies the requirement level. */
export const cartCustomerDataSchema = z.object({
  is_filled: z.boolean(),
  billing_information: billingInformationSchema.nullable(),
  delivery_address: deliveryAddressSchema.nullable(),
  company: companySchema.nullable(),
  selected_delivery_address_id: z.number().int().nullable(),
  sales_representative_order: z.boolean(),
  note: z.string(),
});

export const checkoutSteps = ['cart', 'shipping', 'payment', 'customer_data', 'summary'] as const;
export const checkoutStepSchema = z.enum(checkoutSteps);
export type CheckoutStep = z.infer<typeof checkoutStepSchema>;

/** Why the order cannot be sent yet; the order page points at the step that fixes each. */
export const submitBlockerSchema = z.enum([
  'EMPTY_CART',
  'ITEM_NOT_AVAILABLE',
  'SHIPPING_NOT_SELECTED',
  'BRANCH_NOT_SELECTED',
  'PAYMENT_NOT_SELECTED',
  'DEPOSIT_REST_PAYMENT_NOT_SELECTED',
  'CUSTOMER_DATA_MISSING',
]);
export type SubmitBlocker = z.infer<typeof submitBlockerSchema>;

export const vatSummaryLineSchema = z.object({
  rate: z.number(),
  base: money(),
  vat: money(),
  total: money(),
});
export type VatSummaryLine = z.infer<typeof vatSummaryLineSchema>;

/** Spec §3 Cart and Cart totals. */
export const cartSchema = z.object({
  cart_status: z.enum(['WAITING', 'ORDERED']),
  items: z.array(cartItemSchema),
  item_count: z.number().int(),
  currency_code: z.enum(['CZK', 'EUR']),
  country_code: z.enum(['CZ', 'SK']),
  addresses: z.array(savedAddressSchema),
  discounts: z.array(cartDiscountSchema),
  channel: z.enum(channelIds),
  domains: z.array(shopDomainSchema),
  is_b2b: z.boolean(),
  is_vat_payer: z.boolean(),
  /** A new partner's 14-day discount, already inside the item prices. */
  partner_discount: partnerDiscountSchema.nullable(),
  can_change_delivery_address: z.boolean(),
  deposit_percentage: z.number().int(),
  deposit_type_selected: z.enum(['whole', 'deposit']),
  customer_data: cartCustomerDataSchema,
  sale_order_rules: z.object({ customer_data_requirements: z.enum(['FULL', 'BASIC']) }),
  selected_billing_address: savedAddressSchema.nullable(),
  selected_delivery_address: savedAddressSchema.nullable(),
  selected_shipping_id: z.number().int().nullable(),
  selected_shipping_branch_id: z.number().int().nullable(),
  selected_payment_id: z.number().int().nullable(),
  selected_deposit_rest_payment_id: z.number().int().nullable(),
  free_shipping: freeShippingSchema,
  guessed_current_step: checkoutStepSchema,
  has_items_with_deposit: z.boolean(),
  has_items_without_deposit: z.boolean(),
  discount_order_part: z.enum(['WHOLE', 'DEPOSIT', 'DEPOSIT_REST']),
  shipping_and_payment_order_part: z.enum(['WHOLE', 'DEPOSIT', 'DEPOSIT_REST']),
  /** The goods (items) before code discounts. */
  goods_total_with_vat: money(),
  goods_total_without_vat: money(),
  /** The discount codes together, never more than the maximum cart discount allows. */
  discount_total_with_vat: money(),
  discount_total_without_vat: money(),
  /** The selected shipping and payment; 0 while none is selected or shipping is free. */
  shipping_price_with_vat: money(),
  payment_price_with_vat: money(),
  /** Per VAT rate of the whole order (goods after discounts, shipping and payment). */
  vat_summary: z.array(vatSummaryLineSchema),
  can_submit: z.boolean(),
  submit_blockers: z.array(submitBlockerSchema),
  total_with_vat: money(),
  total_without_vat: money(),
  total_deposit_with_vat: money(),
  total_deposit_without_vat: money(),
  total_deposit_rest_with_vat: money(),
  total_deposit_rest_without_vat: money(),
  pay_deposit_with_vat: money(),
  pay_deposit_without_vat: money(),
  pay_deposit_rest_with_vat: money(),
  pay_deposit_rest_without_vat: money(),
  total_cart_item_discount_with_vat: money(),
  total_cart_item_discount_without_vat: money(),
});
export type Cart = z.infer<typeof cartSchema>;

export const shippingBranchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.enum(['CZ', 'SK']),
  opening_hours: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type ShippingBranch = z.infer<typeof shippingBranchSchema>;

/** Spec §3 Shipping: the payments it allows with their price, and its module (pickup points). */
export const cartShippingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: money(),
  payments: z.array(z.object({ id_payment: z.number().int(), price: money() })),
  module: z.object({
    type: z.enum(['COURIER', 'CHOOSE_BRANCH_INPUT', 'PERSONAL_PICKUP']),
    branches: z.array(shippingBranchSchema).optional(),
  }),
});
export type CartShipping = z.infer<typeof cartShippingSchema>;

export const paymentTypeSchema = z.enum(['BANK_TRANSFER', 'CASH_ON_DELIVERY', 'CARD', 'CASH', 'INVOICE']);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const cartPaymentSchema = z.object({
  id: z.number().int(),
  type: paymentTypeSchema,
  name: z.string(),
  description: z.string(),
  price: money(),
});
export type CartPayment = z.infer<typeof cartPaymentSchema>;

export const shippingsAndPaymentsSchema = z.object({
  shippings: z.array(cartShippingSchema),
  payments: z.array(cartPaymentSchema),
  has_sving_delivery: z.boolean(),
});
export type ShippingsAndPayments = z.infer<typeof shippingsAndPaymentsSchema>;

/** `GET /api/cart`, `PUT /api/cart/remove-from-cart`, `PUT /api/cart/add-to-cart` (without shippings). */
export const cartResponseSchema = z.object({
  cart: cartSchema,
  shippings_and_payments: shippingsAndPaymentsSchema.optional(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const addedItemSchema = z.object({ item_variant_id: id(), quantity: z.number().int() });
export const refusedItemSchema = z.object({
  item_variant_id: id(),
  quantity: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type RefusedItem = z.infer<typeof refusedItemSchema>;

/** `PUT /api/cart/add-items`: the cart, what was added and what was refused (with the reason). */
export const addItemsToCartResponseSchema = cartResponseSchema.extend({
  added: z.array(addedItemSchema),
  refused: z.array(refusedItemSchema),
});
export type AddItemsToCartResponse = z.infer<typeof addItemsToCartResponseSchema>;

/** The checkout calls (select-shipping, select-payment, set-customer-data, discount codes, quantity). */
export const cartWithShippingsAndPaymentsResponseSchema = z.object({
  cart: cartSchema,
  shippings_and_payments: shippingsAndPaymentsSchema,
});
export type CartWithShippingsAndPaymentsResponse = z.infer<typeof cartWithShippingsAndPaymentsResponseSchema>;

/** `GET /api/cart?with_shippings_and_payments=1`. */
export const cartWithShippingsResponseSchema = z.object({
  cart: cartSchema,
  domains: z.array(shopDomainSchema),
  shippings_and_payments: shippingsAndPaymentsSchema,
  addresses: z.array(savedAddressSchema),
});
export type CartWithShippingsResponse = z.infer<typeof cartWithShippingsResponseSchema>;
