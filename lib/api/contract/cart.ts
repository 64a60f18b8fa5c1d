import { z } from 'zod';
import { channelIds } from '@/lib/config/channels';
import { imageSchema } from './menu';
import { shopDomainSchema } from './settings';

/** Highest quantity of one item in a cart. */
export const CART_QUANTITY_MAX = 9999;

const money = () => z.number().int();
const id = () => z.number().int().positive();

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

/** Spec §3 Cart and Cart totals. */
export const cartSchema = z.object({
  cart_status: z.enum(['WAITING', 'ORDERED']),
  items: z.array(cartItemSchema),
  item_count: z.number().int(),
  currency_code: z.enum(['CZK', 'EUR']),
  country_code: z.enum(['CZ', 'SK']),
  addresses: z.array(z.unknown()),
  discounts: z.array(z.unknown()),
  channel: z.enum(channelIds),
  domains: z.array(shopDomainSchema),
  is_b2b: z.boolean(),
  is_vat_payer: z.boolean(),
  can_change_delivery_address: z.boolean(),
  deposit_percentage: z.number().int(),
  deposit_type_selected: z.enum(['whole', 'deposit']),
  customer_data: z.object({ is_filled: z.boolean() }),
  sale_order_rules: z.object({ customer_data_requirements: z.enum(['FULL', 'BASIC']) }),
  selected_billing_address: z.unknown().nullable(),
  selected_delivery_address: z.unknown().nullable(),
  selected_shipping_id: z.number().int().nullable(),
  selected_shipping_branch_id: z.number().int().nullable(),
  selected_payment_id: z.number().int().nullable(),
  free_shipping: freeShippingSchema,
  guessed_current_step: z.string(),
  has_items_with_deposit: z.boolean(),
  has_items_without_deposit: z.boolean(),
  discount_order_part: z.string(),
  shipping_and_payment_order_part: z.string(),
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

export const cartPaymentSchema = z.object({
  id: z.number().int(),
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

/** `GET /api/cart?with_shippings_and_payments=1`. */
export const cartWithShippingsResponseSchema = z.object({
  cart: cartSchema,
  domains: z.array(shopDomainSchema),
  shippings_and_payments: shippingsAndPaymentsSchema,
  addresses: z.array(z.unknown()),
});
export type CartWithShippingsResponse = z.infer<typeof cartWithShippingsResponseSchema>;
