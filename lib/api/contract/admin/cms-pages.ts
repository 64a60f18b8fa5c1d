import { z } from 'zod';
import { type Locale, locales } from '@/lib/config/locales';
import { adminListResponseSchema } from './list';
import { slugPattern } from './slug';
import {
  completeWhenBegun,
  someLanguageRequired,
  translationFields,
  translationsSchema,
} from './translated-texts';

export const CMS_KEY_MAX = 64;
export const CMS_META_MAX = 300;

const translationSchema = z
  .object({
    ...translationFields,
    meta_description: z.string().trim().max(CMS_META_MAX, `maxLength|${CMS_META_MAX}`),
  })
  .superRefine(completeWhenBegun);
export type CmsTranslationInput = z.input<typeof translationSchema>;

/**
 * Admin `stranky`: a CMS page (its key names the fixed ones that routes point at) with a translation per
 * language; rich text is sanitized on the server before it is stored.
 */
export const cmsPageInputSchema = z
  .object({
    key: z
      .string()
      .trim()
      .min(1, 'required')
      .max(CMS_KEY_MAX, `maxLength|${CMS_KEY_MAX}`)
      .regex(slugPattern, 'slug'),
    is_active: z.boolean(),
    translations: translationsSchema(translationSchema),
  })
  .refine(...someLanguageRequired('cmsTranslationRequired'));
export type CmsPageInput = z.input<typeof cmsPageInputSchema>;

export const adminCmsPageSummarySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  is_active: z.boolean(),
  is_fixed: z.boolean(),
  locales: z.array(z.enum(locales)),
  updated_at: z.string(),
});
export type AdminCmsPageSummary = z.infer<typeof adminCmsPageSummarySchema>;
export const adminCmsPageListSchema = adminListResponseSchema(adminCmsPageSummarySchema);

export interface AdminCmsPage {
  id: number;
  key: string;
  is_active: boolean;
  is_fixed: boolean;
  translations: Record<Locale, CmsTranslationInput>;
  /** Where the shop shows the page in each language it has. */
  urls: Partial<Record<Locale, string>>;
}
