import { z } from 'zod';

export const EXCHANGE_RATE_MIN = 1;
export const EXCHANGE_RATE_MAX = 1000;

/**
 * `PUT /api/admin/nastavit-kurz`: CZK for one EUR, up to four decimals. Missing EUR prices of the Slovak
 * shop are derived from CZK prices at this rate.
 */
export const exchangeRateSchema = z.object({
  rate: z
    .number({ message: 'number' })
    .min(EXCHANGE_RATE_MIN, 'range')
    .max(EXCHANGE_RATE_MAX, 'range')
    .refine((value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6, 'decimals'),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** `PUT /api/admin/nastavit-maximalni-slevu-v-kosiku`: at most this % of the goods may discount codes take off. */
export const maxCartDiscountSchema = z.object({
  percent: z.number({ message: 'number' }).int('integer').min(0, 'range').max(100, 'range'),
});
export type MaxCartDiscount = z.infer<typeof maxCartDiscountSchema>;

/** `PUT /api/admin/sleva-na-14-dni`: the partner discount of a new B2B customer's first 14 days; 0 turns it off. */
export const partnerDiscountSchema = z.object({
  percent: z.number({ message: 'number' }).int('integer').min(0, 'range').max(99, 'range'),
});
export type PartnerDiscountSetting = z.infer<typeof partnerDiscountSchema>;
