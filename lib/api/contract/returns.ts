import { z } from 'zod';
import { refundIban } from '@/lib/forms/iban';
import { optionalNote, requiredEmail } from '@/lib/forms/rules';
import { recordId } from './record-id';
import { returnReasons, returnStates } from '@/lib/forms/return-choices';

export { returnReasons, returnStates, type ReturnReason, type ReturnState } from '@/lib/forms/return-choices';

export const RETURN_NOTE_MAX = 1000;
export const ORDER_NUMBER_MAX = 32;
/** More lines than any order has: a longer list is not a form a person filled in. */
const RETURN_LINES_MAX = 200;
/** A quantity no order line reaches; the real bound (ordered minus returned) is checked against the order. */
const RETURN_QUANTITY_MAX = 1_000_000;

const orderNumber = z
  .string('required')
  .trim()
  .toUpperCase()
  .min(1, 'required')
  .max(ORDER_NUMBER_MAX, `maxLength|${ORDER_NUMBER_MAX}`);

/**
 * POST /api/returns/order — the order behind a number and the e-mail it was placed with (or, for a
 * signed-in shopper, one of their own orders), with what is left to return of each line.
 */
export const returnOrderLookupSchema = z.object({
  order_number: orderNumber,
  email: z.string('required').pipe(requiredEmail()),
});
export type ReturnOrderLookup = z.input<typeof returnOrderLookupSchema>;

export const returnableLineSchema = z.object({
  /** The order line (order_items.id). */
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  ordered: z.number().int(),
  /** Ordered minus what earlier return requests (not rejected ones) already claim. */
  returnable: z.number().int(),
});
export type ReturnableLine = z.infer<typeof returnableLineSchema>;

export const returnOrderResponseSchema = z.object({
  order: z.object({
    number: z.string(),
    created_at: z.string(),
    lines: z.array(returnableLineSchema),
  }),
});
export type ReturnOrderResponse = z.infer<typeof returnOrderResponseSchema>;

export const returnLineRequestSchema = z.object({
  id: recordId(),
  quantity: z.number('wholeNumber').int('wholeNumber').min(0, 'atLeast|0').max(RETURN_QUANTITY_MAX),
});

/** POST /api/returns — a return request for some of the order's lines, refunded to a CZ or SK account. */
export const returnRequestSchema = returnOrderLookupSchema.extend({
  lines: z
    .array(returnLineRequestSchema)
    .max(RETURN_LINES_MAX)
    .refine((lines) => lines.some((line) => line.quantity > 0), 'returnLines'),
  reason: z.enum(returnReasons, 'returnReason'),
  note: z.string().pipe(optionalNote(RETURN_NOTE_MAX)).default(''),
  iban: refundIban(),
});
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;
export type ReturnRequestForm = z.output<typeof returnRequestSchema>;

export const returnRequestResponseSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  /** Where the confirmation with the printable PDF goes. */
  email: z.string(),
});
export type ReturnRequestResponse = z.infer<typeof returnRequestResponseSchema>;

/** A return request as the order's pages show it (the customer's and the administration's). */
export const orderReturnSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(returnStates),
  reason: z.enum(returnReasons),
  note: z.string(),
  iban: z.string(),
  created_at: z.string(),
  lines: z.array(z.object({ code: z.string(), name: z.string(), quantity: z.number().int() })),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;
