import { z } from 'zod';
import { channelIds } from '@/lib/config/channels';
import { blankAsAbsent } from '../account-orders';
import { adminListQuerySchema, adminListResponseSchema } from './list';

export const DISCOUNT_CODE_SORTS = ['code', 'value', 'valid_to', 'used_count', 'created_at'] as const;
const MONEY_MAX = 100_000_000;

/** `GET /api/admin/slevove-kody`: q searches the code; `state` keeps the active or inactive ones. */
export const adminDiscountCodesQuerySchema = adminListQuerySchema.extend({
  state: blankAsAbsent(z.enum(['active', 'inactive']).optional()),
});
export type AdminDiscountCodesQuery = z.output<typeof adminDiscountCodesQuerySchema>;

/**
 * A discount code as the administration writes it (`POST /api/admin/slevove-kody`, `PUT …/{id}`): a percent
 * (1–100) or an amount in minor units of its shop's currency, so an amount and a minimum order need a shop;
 * validity as days of the shop's calendar (both included), an optional usage limit.
 */
export const discountCodeInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(3, 'codeFormat')
      .max(40, 'codeFormat')
      .regex(/^[A-Za-z0-9_-]+$/, 'codeFormat')
      .transform((code) => code.toUpperCase()),
    kind: z.enum(['percent', 'amount']),
    value: z.number({ message: 'positive' }).int('positive').min(1, 'positive').max(MONEY_MAX, 'positive'),
    channel: z.enum(channelIds).nullable(),
    audience: z.enum(['all', 'b2c', 'b2b']),
    valid_from: z.iso.date('date').nullable(),
    valid_to: z.iso.date('date').nullable(),
    usage_limit: z
      .number({ message: 'positive' })
      .int('positive')
      .min(1, 'positive')
      .max(MONEY_MAX)
      .nullable(),
    min_order_total: z
      .number({ message: 'notNegative' })
      .int('notNegative')
      .min(0, 'notNegative')
      .max(MONEY_MAX),
    is_active: z.boolean(),
  })
  .superRefine((input, context) => {
    if (input.kind === 'percent' && input.value > 100) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'percentRange' });
    }
    if (input.kind === 'amount' && input.channel === null) {
      context.addIssue({ code: 'custom', path: ['channel'], message: 'channelForAmount' });
    }
    if (input.min_order_total > 0 && input.channel === null) {
      context.addIssue({ code: 'custom', path: ['channel'], message: 'channelForMinimum' });
    }
    if (input.valid_from && input.valid_to && input.valid_to < input.valid_from) {
      context.addIssue({ code: 'custom', path: ['valid_to'], message: 'dateOrder' });
    }
  });
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;
export type DiscountCodeValues = z.output<typeof discountCodeInputSchema>;

export const adminDiscountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  value: z.number().int(),
  channel: z.enum(channelIds).nullable(),
  audience: z.enum(['all', 'b2c', 'b2b']),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  min_order_total: z.number().int(),
  is_active: z.boolean(),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;
export const adminDiscountCodesResponseSchema = adminListResponseSchema(adminDiscountCodeSchema);
