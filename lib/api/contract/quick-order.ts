import { z } from 'zod';
import { countPastedLines } from '@/lib/quick-order/parse-lines';
import { imageSchema } from './menu';
import { buyableOfferSchema } from './offer';

import { QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_LINES } from './limits';

export { QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_LINES } from './limits';

/** `POST /api/cart/quick-order/preview`: lines of `code quantity` as pasted from a spreadsheet or a CSV file. */
export const quickOrderPreviewRequestSchema = z.object({
  text: z
    .string()
    .max(QUICK_ORDER_MAX_CHARS)
    .refine((text) => text.trim() !== '', 'empty')
    .refine((text) => countPastedLines(text) <= QUICK_ORDER_MAX_LINES, 'too_many_lines'),
});
export type QuickOrderPreviewRequest = z.infer<typeof quickOrderPreviewRequestSchema>;

/** A rule of the variant the quantity breaks (the line can still be fixed before it goes to the cart). */
export const quickOrderHintSchema = z.enum([
  'QUANTITY_BELOW_MINIMUM',
  'QUANTITY_NOT_IN_STEPS',
  'QUANTITY_ABOVE_MAXIMUM',
  'OUT_OF_STOCK',
]);
export type QuickOrderHint = z.infer<typeof quickOrderHintSchema>;

export const quickOrderMatchSchema = z.object({
  /** The text's line numbers that named this item (one item pasted twice is one line, summed). */
  lines: z.array(z.number().int()),
  input: z.string(),
  matched_by: z.enum(['code', 'ean']),
  variant_id: z.number().int(),
  code: z.string(),
  ean: z.string().nullable(),
  name: z.string(),
  product_url: z.string(),
  image: imageSchema.nullable(),
  quantity: z.number().int(),
  ...buyableOfferSchema.shape,
  hint: quickOrderHintSchema.nullable(),
  /** The nearest quantity the rules allow (equal to `quantity` without a hint; 0 when none). */
  suggested_quantity: z.number().int(),
});
export type QuickOrderMatch = z.infer<typeof quickOrderMatchSchema>;

export const quickOrderProblemSchema = z.enum([
  'NOT_FOUND',
  'NOT_AVAILABLE',
  'PRICE_NOT_AVAILABLE',
  'INVALID_QUANTITY',
  'QUANTITY_NOT_WHOLE',
  'QUANTITY_ABOVE_MAXIMUM',
]);
export type QuickOrderProblem = z.infer<typeof quickOrderProblemSchema>;

export const quickOrderMissSchema = z.object({
  line: z.number().int(),
  input: z.string(),
  code: z.string(),
  quantity_text: z.string(),
  problem: quickOrderProblemSchema,
});
export type QuickOrderMiss = z.infer<typeof quickOrderMissSchema>;

export const quickOrderPreviewSchema = z.object({
  price_mode: z.enum(['gross', 'net']),
  currency_code: z.enum(['CZK', 'EUR']),
  /** The first line when it was a column header, left out. */
  header: z.string().nullable(),
  matched: z.array(quickOrderMatchSchema),
  unmatched: z.array(quickOrderMissSchema),
});
export type QuickOrderPreview = z.infer<typeof quickOrderPreviewSchema>;
