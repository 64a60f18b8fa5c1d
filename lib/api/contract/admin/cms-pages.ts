import { z } from 'zod';
import { type Locale, locales } from '@/lib/config/locales';
import { adminListResponseSchema } from './list';

export const CMS_KEY_MAX = 64;
export const CMS_TITLE_MAX = 200;
export const CMS_SLUG_MAX = 120;
export const CMS_META_MAX = 300;
export const CMS_CONTENT_MAX = 200_000;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const translationSchema = z
  .object({
    slug: z.string().trim().max(CMS_SLUG_MAX, `maxLength|${CMS_SLUG_MAX}`),
    title: z.string().trim().max(CMS_TITLE_MAX, `maxLength|${CMS_TITLE_MAX}`),
    meta_description: z.string().trim().max(CMS_META_MAX, `maxLength|${CMS_META_MAX}`),
    content: z.string().trim().max(CMS_CONTENT_MAX, `maxLength|${CMS_CONTENT_MAX}`),
  })
  .superRefine((translation, context) => {
    // A language left empty has no page; one begun must be complete.
    if (!isFilled(translation)) return;
    if (!translation.title) context.addIssue({ code: 'custom', path: ['title'], message: 'required' });
    if (!translation.content) context.addIssue({ code: 'custom', path: ['content'], message: 'required' });
    if (!translation.slug) context.addIssue({ code: 'custom', path: ['slug'], message: 'required' });
    else if (!slugPattern.test(translation.slug))
      context.addIssue({ code: 'custom', path: ['slug'], message: 'slug' });
  });
export type CmsTranslationInput = z.input<typeof translationSchema>;

export function isFilled(translation: { slug: string; title: string; content: string }): boolean {
  return Boolean(translation.slug.trim() || translation.title.trim() || translation.content.trim());
}

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
    translations: z.object({ sk: translationSchema, cs: translationSchema, en: translationSchema }),
  })
  .refine((page) => locales.some((locale) => isFilled(page.translations[locale])), {
    message: 'cmsTranslationRequired',
    path: ['translations', 'sk', 'title'],
  });
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
