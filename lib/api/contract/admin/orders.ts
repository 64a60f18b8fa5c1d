import { z } from 'zod';
import { channelIds } from '@/lib/config/channels';
import { accountOrderSchema, blankAsAbsent } from '../account-orders';
import { orderPaymentStatusSchema, orderStatusSchema } from '../order';
import { adminListQuerySchema, adminListResponseSchema } from './list';
import { recordIdParam } from '../record-id';

export const ADMIN_ORDER_SORTS = ['number', 'created_at', 'customer', 'total', 'status'] as const;

/**
 * `GET /api/admin/objednavky` and the list's URL: the common list query (q searches the number, the
 * customer's name or company and the e-mail) with the state, payment, shop, B2B/B2C and day filters.
 */
export const adminOrdersQuerySchema = adminListQuerySchema
  .extend({
    status: blankAsAbsent(orderStatusSchema.optional()),
    payment_status: blankAsAbsent(orderPaymentStatusSchema.optional()),
    channel: blankAsAbsent(z.enum(channelIds).optional()),
    segment: blankAsAbsent(z.enum(['b2b', 'b2c']).optional()),
    date_from: blankAsAbsent(z.iso.date().optional()),
    date_to: blankAsAbsent(z.iso.date().optional()),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    path: ['date_to'],
    message: 'date_to_before_date_from',
  });
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  customer: z.string(),
  email: z.string(),
  channel: z.enum(channelIds),
  is_b2b: z.boolean(),
  status: orderStatusSchema,
  payment_status: orderPaymentStatusSchema,
  currency_code: z.enum(['CZK', 'EUR']),
  total_with_vat: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrdersResponseSchema = adminListResponseSchema(adminOrderRowSchema);

/** One step of the order's history in the administration: who moved it, with the note. */
export const adminOrderHistoryStepSchema = z.object({
  status: orderStatusSchema,
  created_at: z.string(),
  changed_by: z.string().nullable(),
  note: z.string(),
});

export const adminOrderPaymentSchema = z.object({
  amount_with_vat: z.number().int(),
  reference: z.string(),
  created_at: z.string(),
  recorded_by: z.string().nullable(),
});

/** `GET /api/admin/objednavky/{id}`: the order as the customer sees it, and what staff need to move it on. */
export const adminOrderSchema = accountOrderSchema.extend({
  history: z.array(adminOrderHistoryStepSchema),
  payments: z.array(adminOrderPaymentSchema),
  /** The states the order may move to from where it is. */
  next_statuses: z.array(orderStatusSchema),
  customer_id: z.number().int().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderResponseSchema = z.object({ order: adminOrderSchema });

/** `GET /api/admin/objednavky/{id}/faktury/{invoiceId}`: an invoice of the order as a PDF. */
export const adminOrderInvoiceParamsSchema = z.object({
  id: recordIdParam(),
  invoiceId: recordIdParam(),
});

export function adminInvoicePdfPath(orderId: number, invoiceId: number): string {
  return `/api/admin/objednavky/${orderId}/faktury/${invoiceId}`;
}

export const TRACKING_NUMBER_MAX = 64;
export const TRACKING_URL_MAX = 500;
export const ORDER_NOTE_MAX = 1000;

/**
 * `POST /api/admin/objednavky/{id}/status`. Shipping needs the parcel number (the tracking page is
 * optional, an http(s) address); the note goes into the history.
 */
export const adminOrderStatusRequestSchema = z
  .object({
    status: orderStatusSchema,
    tracking_number: z
      .string()
      .trim()
      .max(TRACKING_NUMBER_MAX, `maxLength|${TRACKING_NUMBER_MAX}`)
      .optional()
      .default(''),
    tracking_url: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, message: 'url' }).max(TRACKING_URL_MAX, 'url')])
      .optional()
      .default(''),
    note: z.string().trim().max(ORDER_NOTE_MAX, `maxLength|${ORDER_NOTE_MAX}`).optional().default(''),
  })
  .refine((body) => body.status !== 'shipped' || body.tracking_number !== '', {
    path: ['tracking_number'],
    message: 'required',
  });
export type AdminOrderStatusRequest = z.input<typeof adminOrderStatusRequestSchema>;

/**
 * `POST /api/admin/objednavky/{id}/payment`: `paid` records what is still unpaid, `record` a part of it
 * (minor units), `refund` gives back everything paid.
 */
export const adminOrderPaymentRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('paid'), reference: z.string().trim().max(200).optional().default('') }),
  z.object({
    action: z.literal('record'),
    amount_with_vat: z.number().int().positive().max(2_000_000_000),
    reference: z.string().trim().max(200).optional().default(''),
  }),
  z.object({ action: z.literal('refund'), reference: z.string().trim().max(200).optional().default('') }),
]);
export type AdminOrderPaymentRequest = z.input<typeof adminOrderPaymentRequestSchema>;
export type AdminOrderStatusChange = z.output<typeof adminOrderStatusRequestSchema>;
export type AdminOrderPaymentChange = z.output<typeof adminOrderPaymentRequestSchema>;

/** The answers of the two writes. */
export const adminOrderStatusResponseSchema = z.object({
  status: orderStatusSchema,
  invoice_number: z.string().nullable(),
});
export const adminOrderPaymentResponseSchema = z.object({
  payment_status: orderPaymentStatusSchema,
  paid_with_vat: z.number().int(),
});
