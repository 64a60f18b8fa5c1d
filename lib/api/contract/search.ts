import { z } from 'zod';
import { imageSchema } from './menu';

import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './limits';
import { recordId } from './record-id';

export { LAST_VISITED_TYPE, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './limits';

export const searchTermSchema = z.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH);

/** `GET /api/search/suggest?q=` (and `GET /api/search/by-code?q=`). */
export const suggestQuerySchema = z.object({ q: searchTermSchema });
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;

export const suggestPriceSchema = z.object({
  with_vat: z.number().int(),
  without_vat: z.number().int(),
  currency: z.enum(['CZK', 'EUR']),
});

export const suggestProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  mainImage: imageSchema.nullable(),
  /** True when the query is exactly one of the product's variant codes or EANs. */
  found_by_code: z.boolean(),
  /** Debug: the product's sales count. */
  selledBySales: z.number().int(),
  /** Debug: the sales-count step the product falls into (0, 10, 50, 100, 250, 500, 1000). */
  soldBySalesSteps: z.number().int(),
  /** Debug: the text-match score it was ranked by; 0 when only a code or a pin found it, or last visited. */
  score: z.number(),
  /** The lowest variant price in the request's shop, in minor units. */
  price: suggestPriceSchema,
});
export type SuggestProduct = z.infer<typeof suggestProductSchema>;

export const suggestCategorySchema = z.object({
  id: z.number().int(),
  /** The name with its parent's for context, e.g. `Sklo › Poháre na víno`. */
  name: z.string(),
  url: z.string(),
  image: imageSchema.nullable(),
  /** The category's own name without the parent, e.g. `Poháre na víno`. */
  stripName: z.string(),
});
export type SuggestCategory = z.infer<typeof suggestCategorySchema>;

export const suggestBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The brand's taxon in the category menu, or the search page for the brand name. */
  url: z.string(),
  image: imageSchema.nullable(),
});
export type SuggestBrand = z.infer<typeof suggestBrandSchema>;

export const suggestResponseSchema = z.object({
  products: z.array(suggestProductSchema),
  categories: z.array(suggestCategorySchema),
  brands: z.array(suggestBrandSchema),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

/** A term many visitors searched; `count`: how many different visitors searched it in 30 days. */
export const mostSearchedTermSchema = z.object({ term: z.string(), count: z.number().int() });
export type MostSearchedTerm = z.infer<typeof mostSearchedTermSchema>;

/** `GET /api/search/suggest?type=last_visited_products`. */
export const lastVisitedResponseSchema = z.object({
  lastVisitedProducts: z.array(suggestProductSchema),
  mostSearched: z.array(mostSearchedTermSchema),
});
export type LastVisitedResponse = z.infer<typeof lastVisitedResponseSchema>;

/** `POST /api/search/last-visited`: records that the visitor saw a product. */
export const recordVisitBodySchema = z.object({ product_id: recordId() });
export type RecordVisitBody = z.infer<typeof recordVisitBodySchema>;

export const recordVisitResponseSchema = z.object({ recorded: z.literal(true) });
export type RecordVisitResponse = z.infer<typeof recordVisitResponseSchema>;

/** `GET /api/search/by-code?q=`: the product whose variant code or EAN is exactly `q`, if any. */
export const byCodeResponseSchema = z.object({
  product: z.object({ id: z.number().int(), name: z.string(), url: z.string() }).nullable(),
});
export type ByCodeResponse = z.infer<typeof byCodeResponseSchema>;

/** Spec §5: a list is accepted only if it is an array; entries that do not fit are left out. */
function acceptedList<Item extends z.ZodType>(item: Item) {
  return z.unknown().transform((value): z.output<Item>[] =>
    Array.isArray(value)
      ? value.flatMap((entry: unknown) => {
          const parsed = item.safeParse(entry);
          return parsed.success ? [parsed.data] : [];
        })
      : [],
  );
}

/** `GET /api/search/suggest?type=last_visited_products`: the lists shown under 3 characters. */
export const suggestionListsSchema = z.object({
  lastVisitedProducts: acceptedList(suggestProductSchema),
  mostSearched: acceptedList(mostSearchedTermSchema),
});
