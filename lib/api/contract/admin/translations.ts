import { z } from 'zod';
import { locales } from '@/lib/config/locales';
import { adminListQuerySchema, adminListResponseSchema } from './list';

export const MESSAGE_KEY_MAX = 200;
export const MESSAGE_TEXT_MAX = 5000;

const messageKey = z
  .string()
  .trim()
  .min(1, 'required')
  .max(MESSAGE_KEY_MAX, `maxLength|${MESSAGE_KEY_MAX}`)
  .regex(/^[\w-]+(\.[\w-]+)+$/, 'required');

/** Admin `preklady`: the texts of one language, searchable by key or text, optionally one namespace or only the overridden. */
export const translationListQuerySchema = adminListQuerySchema.extend({
  locale: z.enum(locales),
  namespace: z.string().trim().max(100).optional().default(''),
  overridden: z
    .enum(['1', ''])
    .optional()
    .transform((value) => value === '1'),
});
export type TranslationListQuery = z.output<typeof translationListQuerySchema>;

export const messageOverrideInputSchema = z.object({
  locale: z.enum(locales),
  key: messageKey,
  value: z.string().trim().min(1, 'required').max(MESSAGE_TEXT_MAX, `maxLength|${MESSAGE_TEXT_MAX}`),
});
export type MessageOverrideInput = z.input<typeof messageOverrideInputSchema>;

export const messageOverrideKeySchema = z.object({ locale: z.enum(locales), key: messageKey });

export const translationItemSchema = z.object({
  key: z.string(),
  default_text: z.string(),
  override: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** Arguments and rich-text tags (`<link>`) an override must keep. */
  placeholders: z.array(z.string()),
});
export type TranslationItem = z.infer<typeof translationItemSchema>;
export const translationListSchema = adminListResponseSchema(translationItemSchema).extend({
  namespaces: z.array(z.string()),
});
export type TranslationList = z.infer<typeof translationListSchema>;
