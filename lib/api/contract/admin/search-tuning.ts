import { z } from 'zod';
import { requiredTrimmedText } from '@/lib/forms/rules';
import { locales } from '@/lib/config/locales';
import { adminListQuerySchema, adminListResponseSchema } from './list';
import { recordId } from '../record-id';

export const SEARCH_TERM_MAX = 100;
export const MAX_SYNONYMS = 20;
export const PIN_POSITION_MAX = 1000;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `POST /api/admin/vyhledavani/synonyma`, `PUT …/{id}`: a term and the words searched with it. */
export const synonymInputSchema = z.object({
  locale: z.enum(locales),
  term: requiredTrimmedText(SEARCH_TERM_MAX),
  synonyms: z
    .array(requiredTrimmedText(SEARCH_TERM_MAX))
    .min(1, 'required')
    .max(MAX_SYNONYMS, `atMost|${MAX_SYNONYMS}`),
});
export type SynonymInput = z.infer<typeof synonymInputSchema>;

export const synonymListQuerySchema = adminListQuerySchema.extend({
  locale: z.preprocess(emptyToUndefined, z.enum(locales).optional()),
});
export type SynonymListQuery = z.output<typeof synonymListQuerySchema>;

export const synonymRowSchema = z.object({
  id: z.number().int(),
  locale: z.enum(locales),
  term: z.string(),
  synonyms: z.array(z.string()),
});
export type SynonymRow = z.infer<typeof synonymRowSchema>;
export const synonymListSchema = adminListResponseSchema(synonymRowSchema);

/** `POST /api/admin/vyhledavani/pripnute`: a product (by a variant code) shown first for a search term. */
export const pinInputSchema = z.object({
  term: requiredTrimmedText(SEARCH_TERM_MAX),
  code: requiredTrimmedText(64),
  position: z
    .number({ error: 'wholeNumber' })
    .int('wholeNumber')
    .min(0, 'atLeast|0')
    .max(PIN_POSITION_MAX, `atMost|${PIN_POSITION_MAX}`),
});
export type PinInput = z.infer<typeof pinInputSchema>;

/** `DELETE /api/admin/vyhledavani/pripnute`: one pin by its term and product. */
export const pinKeySchema = z.object({
  term: z.string().min(1).max(SEARCH_TERM_MAX),
  product_id: recordId(),
});

export const pinRowSchema = z.object({
  term: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  code: z.string().nullable(),
  position: z.number().int(),
});
export type PinRow = z.infer<typeof pinRowSchema>;
export const pinListSchema = adminListResponseSchema(pinRowSchema);

/** The log of searches: newest first by default, `no_result=1` only the searches that found nothing. */
export const searchLogQuerySchema = adminListQuerySchema.extend({
  no_result: z.preprocess(emptyToUndefined, z.enum(['1']).optional()),
  locale: z.preprocess(emptyToUndefined, z.enum(locales).optional()),
  channel: z.preprocess(emptyToUndefined, z.enum(['cz', 'sk']).optional()),
});
export type SearchLogQuery = z.output<typeof searchLogQuerySchema>;

export const searchLogRowSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  result_count: z.number().int(),
  locale: z.string(),
  channel: z.string().nullable(),
  created_at: z.string(),
});
export type SearchLogRow = z.infer<typeof searchLogRowSchema>;
export const searchLogListSchema = adminListResponseSchema(searchLogRowSchema);

/**
 * `POST /api/admin/vyhledavani/najhladanejsie/skryte` (hide) and `DELETE …` (show again): a term with all
 * its spellings (case, diacritics); it needs a letter or a digit, which is what a search is made of.
 */
export const searchTermInputSchema = z.object({
  term: requiredTrimmedText(SEARCH_TERM_MAX).refine((term) => /[\p{L}\p{N}]/u.test(term), 'required'),
});
export type SearchTermInput = z.infer<typeof searchTermInputSchema>;

export const shownSearchTermSchema = z.object({
  locale: z.enum(locales),
  term: z.string(),
  /** How many different visitors searched it in 30 days. */
  visitors: z.number().int(),
});
export type ShownSearchTerm = z.infer<typeof shownSearchTermSchema>;

export const hiddenSearchTermSchema = z.object({ term: z.string(), hidden_at: z.string() });
export type HiddenSearchTerm = z.infer<typeof hiddenSearchTermSchema>;

/** `GET /api/admin/vyhledavani/najhladanejsie`: the most searched terms the shop shows, and those hidden. */
export const mostSearchedAdminSchema = z.object({
  shown: z.array(shownSearchTermSchema),
  hidden: z.array(hiddenSearchTermSchema),
});
export type MostSearchedAdmin = z.infer<typeof mostSearchedAdminSchema>;
