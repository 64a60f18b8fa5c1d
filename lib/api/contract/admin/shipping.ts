import { z } from 'zod';
import { channelIds } from '@/lib/config/channels';
import { optionalText, requiredTrimmedText } from '@/lib/forms/rules';
import { blankAsAbsent } from '../account-orders';
import { adminListQuerySchema, adminListResponseSchema } from './list';
import { recordId, recordIdParam } from '../record-id';

const MONEY_MAX = 100_000_000;
const price = () =>
  z.number({ message: 'notNegative' }).int('notNegative').min(0, 'notNegative').max(MONEY_MAX, 'notNegative');
const perChannel = <S extends z.ZodType>(schema: S) => z.object({ cz: schema, sk: schema });

export const METHOD_NAME_MAX = 120;
export const METHOD_DESCRIPTION_MAX = 1000;

/** A shipping's or payment's name and description as the checkout shows them, in each language. */
const methodText = z.object({
  name: requiredTrimmedText(METHOD_NAME_MAX),
  description: optionalText(METHOD_DESCRIPTION_MAX),
});
export const methodTextsSchema = z.object({ sk: methodText, cs: methodText, en: methodText });
export type MethodTexts = z.infer<typeof methodTextsSchema>;

/** `GET /api/admin/dopravy-a-platby`: shippings with their prices, payments, the combinations and thresholds. */
export const adminShippingSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  module_type: z.string(),
  name: z.string(),
  translations: methodTextsSchema,
  is_active: z.boolean(),
  position: z.number().int(),
  /** Gross price in minor units per shop; null where the shop does not offer the shipping. */
  prices: perChannel(z.number().int().nullable()),
  branch_count: z.number().int(),
});
export const adminPaymentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.string(),
  name: z.string(),
  translations: methodTextsSchema,
  is_active: z.boolean(),
  b2b_only: z.boolean(),
  position: z.number().int(),
});
export const shippingCombinationSchema = z.object({
  payment_id: recordId(),
  channel: z.enum(channelIds),
  price: price(),
});
export const adminShippingOverviewSchema = z.object({
  shippings: z.array(adminShippingSchema),
  payments: z.array(adminPaymentSchema),
  combinations: z.array(shippingCombinationSchema.extend({ shipping_id: z.number().int() })),
  free_shipping: perChannel(z.number().int().nullable()),
});
export type AdminShipping = z.infer<typeof adminShippingSchema>;
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export type AdminShippingOverview = z.infer<typeof adminShippingOverviewSchema>;

/**
 * `PUT /api/admin/dopravy-a-platby/shippings/{id}`: its name and description in each language, whether it is
 * offered, its place in the list, its price per shop (null: not offered there) and the payments it allows per
 * shop with their surcharge.
 */
export const shippingUpdateSchema = z.object({
  translations: methodTextsSchema,
  is_active: z.boolean(),
  position: z.number({ message: 'notNegative' }).int('notNegative').min(0, 'notNegative').max(10_000),
  prices: perChannel(price().nullable()),
  combinations: z
    .array(shippingCombinationSchema)
    .max(200)
    .refine(
      (rows) => new Set(rows.map((row) => `${row.payment_id}:${row.channel}`)).size === rows.length,
      'duplicate',
    ),
});
export type ShippingUpdate = z.infer<typeof shippingUpdateSchema>;

/** `PUT /api/admin/dopravy-a-platby/payments/{id}`: its texts, whether it is offered, to whom, and its place. */
export const paymentUpdateSchema = z.object({
  translations: methodTextsSchema,
  is_active: z.boolean(),
  b2b_only: z.boolean(),
  position: z.number({ message: 'notNegative' }).int('notNegative').min(0, 'notNegative').max(10_000),
});
export type PaymentUpdate = z.infer<typeof paymentUpdateSchema>;

/** `PUT /api/admin/dopravy-a-platby/free-shipping`: gross goods total per shop from which shipping is free; null: never. */
export const freeShippingSchema = perChannel(
  z.number({ message: 'positive' }).int('positive').min(1, 'positive').max(MONEY_MAX, 'positive').nullable(),
);
export type FreeShipping = z.infer<typeof freeShippingSchema>;

/** `GET /api/admin/dopravy-a-platby/branches`: pickup points searched by name, city, zip or code. */
export const adminBranchesQuerySchema = adminListQuerySchema.extend({
  shipping_id: blankAsAbsent(recordIdParam().optional()),
});
export type AdminBranchesQuery = z.output<typeof adminBranchesQuerySchema>;
export const adminBranchSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.enum(['CZ', 'SK']),
  is_active: z.boolean(),
});
export type AdminBranch = z.infer<typeof adminBranchSchema>;
export const adminBranchesResponseSchema = adminListResponseSchema(adminBranchSchema);

/** `PATCH /api/admin/dopravy-a-platby/branches/{id}`: whether the checkout offers the pickup point. */
export const branchUpdateSchema = z.object({ is_active: z.boolean() });
export type BranchUpdate = z.infer<typeof branchUpdateSchema>;
