import { z } from 'zod';
import { orderReturnSchema } from './returns';
import { imageSchema } from './menu';
import { orderPaymentStatusSchema, orderSchema, orderStatusSchema } from './order';
import { recordIdParam } from './record-id';

export const ACCOUNT_ORDERS_PAGE_SIZE = 20;
const PAGE_MAX = 10_000;

const money = () => z.number().int();
const priceModeSchema = z.enum(['gross', 'net']);
const currencySchema = z.enum(['CZK', 'EUR']);

/** An empty form field (`?status=`) means "any", as if the parameter were not there. */
export const blankAsAbsent = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

export const pageParamSchema = blankAsAbsent(z.coerce.number().int().min(1).max(PAGE_MAX).default(1));

/** `/api/user/orders/{id}` and its sub-resources. */
export const accountOrderParamsSchema = z.object({
  id: recordIdParam(),
});

/**
 * `GET /api/user/orders` and `/uzivatel/objednavky`: the caller's orders (or the selected customer's),
 * newest first, filtered by state, by the day placed (from/to, both included) and by a part of the number.
 */
export const accountOrdersQuerySchema = z
  .object({
    status: blankAsAbsent(orderStatusSchema.optional()),
    date_from: blankAsAbsent(z.iso.date().optional()),
    date_to: blankAsAbsent(z.iso.date().optional()),
    number: blankAsAbsent(z.string().trim().max(30).optional()),
    page: pageParamSchema,
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    path: ['date_to'],
    message: 'date_to_before_date_from',
  });
export type AccountOrdersQuery = z.output<typeof accountOrdersQuerySchema>;

export const accountOrderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  status: orderStatusSchema,
  payment_status: orderPaymentStatusSchema,
  currency_code: currencySchema,
  total_with_vat: money(),
  total_without_vat: money(),
  /** Pieces ordered, all lines together. */
  item_count: z.number().int(),
  /** Who of the company placed it (a customer's orders only). */
  placed_by: z.string().nullable(),
});
export type AccountOrderSummary = z.infer<typeof accountOrderSummarySchema>;

export const accountOrdersResponseSchema = z.object({
  orders: z.array(accountOrderSummarySchema),
  page: z.number().int(),
  page_count: z.number().int(),
  total: z.number().int(),
  /** Which of the two prices is shown large (domain.md). */
  price_mode: priceModeSchema,
});
export type AccountOrdersResponse = z.infer<typeof accountOrdersResponseSchema>;

export const orderStatusChangeSchema = z.object({ status: orderStatusSchema, created_at: z.string() });

/** An invoice issued for the order, with its PDF. */
export const orderDocumentSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issued_at: z.string(),
  pdf_url: z.string(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/** `GET /api/user/orders/{id}`: the order of the thank-you page, with its history, parcel and documents. */
export const accountOrderSchema = orderSchema.extend({
  status_history: z.array(orderStatusChangeSchema),
  tracking: z.object({ number: z.string(), url: z.string().nullable() }).nullable(),
  documents: z.array(orderDocumentSchema),
  placed_by: z.string().nullable(),
  /** Return requests filed for the order (`/formular-vraceni-zbozi`), oldest first. */
  returns: z.array(orderReturnSchema),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

export const accountOrderResponseSchema = z.object({
  order: accountOrderSchema,
  price_mode: priceModeSchema,
});
export type AccountOrderResponse = z.infer<typeof accountOrderResponseSchema>;

/** Why a line of a past order cannot go into the cart as it is. */
export const reorderNoteSchema = z.enum([
  'VARIANT_NOT_FOUND',
  'VARIANT_NOT_AVAILABLE',
  'PRICE_NOT_AVAILABLE',
  'OUT_OF_STOCK',
  /** Less in stock than was ordered: the suggested quantity is what there is. */
  'LESS_STOCK',
  /** The ordered quantity no longer fits the minimum or the steps: the suggestion is the next that does. */
  'QUANTITY_ADJUSTED',
  /** More than in stock, ordered on backorder (an item with deposit). */
  'ON_BACKORDER',
]);
export type ReorderNote = z.infer<typeof reorderNoteSchema>;

export const reorderLineSchema = z.object({
  /** The order line (order_items.id): what the shopper ticks. */
  id: z.number().int(),
  code: z.string(),
  /** The name on the order, in the order's language. */
  name: z.string(),
  /** Today's name in the shopper's language where it differs from `name`; else null. */
  current_name: z.string().nullable(),
  /** Null when the variant no longer exists. */
  variant_id: z.number().int().nullable(),
  product_url: z.string().nullable(),
  image: imageSchema.nullable(),
  ordered_quantity: z.number().int(),
  paid_unit_with_vat: money(),
  paid_unit_without_vat: money(),
  available: z.boolean(),
  /** Today's unit price for the shopper in this shop; null when it cannot be bought. */
  current_unit_with_vat: money().nullable(),
  current_unit_without_vat: money().nullable(),
  /** Compared in the shopper's price mode; null when the currencies differ or it cannot be bought. */
  price_change: z.enum(['up', 'down', 'same']).nullable(),
  min_quantity: z.number().int(),
  step_quantity: z.number().int(),
  pack_quantity: z.number().int(),
  /** Pieces in the unit sold: 1 for a piece, n for a pack of n (quantities count units). */
  unit_pieces: z.number().int(),
  stock: z.number().int(),
  backorder: z.boolean(),
  /** What would go into the cart: the ordered quantity fitted to today's rules, 0 when nothing can. */
  suggested_quantity: z.number().int(),
  notes: z.array(reorderNoteSchema),
});
export type ReorderLine = z.infer<typeof reorderLineSchema>;

/** `GET /api/user/orders/{id}/reorder-preview`: each line of the order against today's offer. */
export const reorderPreviewSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  /** The paid prices are in the order's currency, today's in the shop's. */
  order_currency_code: currencySchema,
  currency_code: currencySchema,
  price_mode: priceModeSchema,
  lines: z.array(reorderLineSchema),
});
export type ReorderPreview = z.infer<typeof reorderPreviewSchema>;
