import { z } from 'zod';
import { channelIds } from '@/lib/config/channels';
import { billingInformationSchema, companySchema, deliveryAddressSchema } from '@/lib/forms/customer-data';
import { cartSchema, paymentTypeSchema, vatSummaryLineSchema } from './cart';
import { depositPaymentTypeSchema } from './checkout';
import { recordId } from './record-id';

const money = () => z.number().int();
const id = recordId;

export const orderStatusSchema = z.enum(['new', 'confirmed', 'shipped', 'delivered', 'cancelled']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const orderPaymentStatusSchema = z.enum(['unpaid', 'deposit_paid', 'paid', 'refunded']);
export type OrderPaymentStatus = z.infer<typeof orderPaymentStatusSchema>;

/** `POST /api/order` and `POST /api/order/pay`: an order is reachable with its id and secret token only. */
export const orderAccessRequestSchema = z.object({
  id: id(),
  token: z.string().min(16).max(128),
});
export type OrderAccessRequest = z.infer<typeof orderAccessRequestSchema>;

export const orderItemSchema = z.object({
  code: z.string(),
  /** The name the line was ordered under, in the order's language. */
  name: z.string(),
  /** Ours: today's name in the reader's language where it differs from `name` (issue 19); else null. */
  current_name: z.string().nullable(),
  quantity: z.number().int(),
  vat_rate: z.number(),
  unit_price_with_vat: money(),
  unit_price_without_vat: money(),
  total_with_vat: money(),
  total_without_vat: money(),
  with_deposit: z.boolean(),
  /** The product page, while the product is still sold. */
  product_url: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderBranchSchema = z.object({
  name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  opening_hours: z.string(),
});

/**
 * Payment details of a bank transfer, with the QR payment code the customer's banking app reads:
 * SPAYD (Czech "QR Platba") for CZK, PAY by square for EUR. `qr_svg` is the code drawn as SVG.
 */
export const bankTransferSchema = z.object({
  account_number: z.string(),
  iban: z.string(),
  bic: z.string(),
  variable_symbol: z.string(),
  amount: money(),
  currency_code: z.enum(['CZK', 'EUR']),
  message: z.string(),
  qr_format: z.enum(['SPAYD', 'PAY_BY_SQUARE']),
  qr_payload: z.string(),
  qr_svg: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/** Spec §3 Order: what the thank-you and complete-order pages show, snapshots taken at submit. */
export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  status: orderStatusSchema,
  payment_status: orderPaymentStatusSchema,
  channel: z.enum(channelIds),
  locale: z.enum(['sk', 'cs', 'en']),
  currency_code: z.enum(['CZK', 'EUR']),
  is_b2b: z.boolean(),
  items: z.array(orderItemSchema),
  shipping: z.object({
    name: z.string(),
    current_name: z.string().nullable(),
    price_with_vat: money(),
    branch: orderBranchSchema.nullable(),
  }),
  payment: z.object({
    type: paymentTypeSchema,
    name: z.string(),
    current_name: z.string().nullable(),
    price_with_vat: money(),
  }),
  deposit_payment_type: depositPaymentTypeSchema,
  deposit_rest_payment: z
    .object({ type: paymentTypeSchema, name: z.string(), current_name: z.string().nullable() })
    .nullable(),
  billing_information: billingInformationSchema,
  delivery_address: deliveryAddressSchema.nullable(),
  company: companySchema.nullable(),
  /** The dealer who placed the order on the customer's behalf (`sales_representative_order`). */
  sales_representative: z
    .object({ name: z.string(), email: z.string(), customer_name: z.string() })
    .nullable(),
  note: z.string(),
  discounts: z.array(z.object({ code: z.string(), amount_with_vat: money() })),
  goods_total_with_vat: money(),
  goods_total_without_vat: money(),
  discount_total_with_vat: money(),
  total_with_vat: money(),
  total_without_vat: money(),
  vat_summary: z.array(vatSummaryLineSchema),
  /** What is paid with the order's payment (all of it, or the deposit) and what later (the rest). */
  pay_now_with_vat: money(),
  pay_later_with_vat: money(),
  paid_with_vat: money(),
  /** What is still to pay now: the complete-order page offers it by card. */
  amount_due_with_vat: money(),
  can_pay_online: z.boolean(),
  bank_transfer: bankTransferSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** `POST /api/order`. */
export const orderResponseSchema = z.object({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** `PUT /api/cart/submit-order`: the new order's address (thank-you page) and the emptied cart. */
export const submitOrderResponseSchema = z.object({
  order: z.object({ id: z.number().int(), number: z.string(), token: z.string() }),
  /** Where the browser goes next: the thank-you page, or the card gateway for a card payment. */
  redirect_url: z.string(),
  cart: cartSchema,
});
export type SubmitOrderResponse = z.infer<typeof submitOrderResponseSchema>;

/** `POST /api/order/pay`: the card gateway page that takes the amount due. */
export const payOrderResponseSchema = z.object({ redirect_url: z.string() });
export type PayOrderResponse = z.infer<typeof payOrderResponseSchema>;
