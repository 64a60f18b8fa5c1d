import { z } from 'zod';
import { type Locale, locales } from '@/lib/config/locales';
import { adminListResponseSchema } from './list';
import { shopDateTimeSchema } from './shop-date-time';
import {
  completeWhenBegun,
  someLanguageRequired,
  translationFields,
  translationsSchema,
} from './translated-texts';
import { recordId } from '../record-id';

export const TREND_PEREX_MAX = 1000;
/** Linked products an article shows at most (its product row). */
export const TREND_PRODUCTS_MAX = 48;

const translationSchema = z
  .object({
    ...translationFields,
    perex: z.string().trim().max(TREND_PEREX_MAX, `maxLength|${TREND_PEREX_MAX}`),
  })
  .superRefine(completeWhenBegun);
export type TrendTranslationInput = z.input<typeof translationSchema>;

const productIdSchema = recordId();

/**
 * Admin `trendy`: a trends-and-inspirations article in each language it has (its rich text is sanitized
 * on the server), shown from `published_at` while active, with an optional picture uploaded beforehand
 * (`POST /api/admin/trendy/obrazok`) and its linked products in the order the shop shows them.
 */
export const trendInputSchema = z
  .object({
    is_active: z.boolean(),
    published_at: shopDateTimeSchema,
    media_id: recordId().nullable(),
    product_ids: z
      .array(productIdSchema)
      .max(TREND_PRODUCTS_MAX, `productsTooMany|${TREND_PRODUCTS_MAX}`)
      .refine((ids) => new Set(ids).size === ids.length, 'productsRepeated'),
    translations: translationsSchema(translationSchema),
  })
  .refine(...someLanguageRequired('trendTranslationRequired'));
export type TrendInput = z.input<typeof trendInputSchema>;

export const adminTrendSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  locales: z.array(z.enum(locales)),
  products: z.number().int(),
  is_active: z.boolean(),
  /** Active and its publication time has come: the shop shows it. */
  is_published: z.boolean(),
  published_at: z.string(),
});
export type AdminTrendSummary = z.infer<typeof adminTrendSummarySchema>;
export const adminTrendListSchema = adminListResponseSchema(adminTrendSummarySchema);

/** A linked product as the editor lists it: its name in the admin's language and first variant code. */
export interface TrendProductRef {
  id: number;
  name: string;
  code: string | null;
}

export interface AdminTrend {
  id: number;
  is_active: boolean;
  /** Shop time as `datetime-local` shows it. */
  published_at: string;
  media_id: number | null;
  image: { url: string; width: number; height: number } | null;
  translations: Record<Locale, TrendTranslationInput>;
  products: TrendProductRef[];
  /** Where the shop shows the article in each language it has. */
  urls: Partial<Record<Locale, string>>;
}
