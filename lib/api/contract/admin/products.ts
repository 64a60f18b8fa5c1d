import { z } from 'zod';
import { optionalText, requiredTrimmedText } from '@/lib/forms/rules';
import { adminListQuerySchema, adminListResponseSchema } from './list';
import { slugSchema } from './slug';
import { recordId, recordIdParam } from '../record-id';

export const PRODUCT_NAME_MAX = 200;
export const SHORT_DESCRIPTION_MAX = 1000;
export const DESCRIPTION_MAX = 20_000;
export const VARIANT_CODE_MAX = 64;
export const VARIANT_NAME_MAX = 200;
export const EAN_MAX = 20;
export const MAX_VARIANTS = 100;
export const MAX_CATEGORIES = 50;
export const MAX_PARAMETERS = 50;
export const PARAMETER_NAME_MAX = 100;
export const PARAMETER_VALUE_MAX = 200;
/** The largest quantity or stock the shop deals in. */
export const QUANTITY_MAX = 1_000_000;
/** Net prices in minor units (100 000 000 = 1 000 000 CZK / EUR). */
export const PRICE_MAX = 100_000_000;

export const vatClasses = ['standard', 'reduced', 'superReduced'] as const;
export const productFlagFilters = ['new', 'recommended', 'sale', 'clearance', 'inactive'] as const;
export type ProductFlagFilter = (typeof productFlagFilters)[number];
export const productSortColumns = ['name', 'id', 'stock', 'boost', 'updated'] as const;

/** An optional numeric filter of a list URL: empty means "any". */
const optionalId = z.preprocess((value) => (value === '' ? undefined : value), recordIdParam().optional());

/** `GET /api/admin/produkty`: the list's search (name or code), filters, sort and page. */
export const adminProductListQuerySchema = adminListQuerySchema.extend({
  category: optionalId,
  brand: optionalId,
  flag: z.preprocess((value) => (value === '' ? undefined : value), z.enum(productFlagFilters).optional()),
  in_stock: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['1', '0']).optional()),
  /** `1`: only products with a boost score (the boost page's filter). */
  boosted: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['1']).optional()),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

export const productFlagsSchema = z.object({
  is_new: z.boolean(),
  is_recommended: z.boolean(),
  is_sale: z.boolean(),
  is_clearance: z.boolean(),
  is_active: z.boolean(),
});

export const adminProductRowSchema = productFlagsSchema.extend({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  code: z.string().nullable(),
  variants: z.number().int(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  stock: z.number().int(),
  boost_score: z.number().int(),
  image: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;
export const adminProductListSchema = adminListResponseSchema(adminProductRowSchema);

/** A line of the product's parameter table ("Materiál: porcelán"); the listing filters offer them too. */
export const productParameterSchema = z.object({
  name: requiredTrimmedText(PARAMETER_NAME_MAX),
  value: requiredTrimmedText(PARAMETER_VALUE_MAX),
});
export type ProductParameterInput = z.infer<typeof productParameterSchema>;

export const productTranslationSchema = z.object({
  name: requiredTrimmedText(PRODUCT_NAME_MAX),
  slug: slugSchema,
  short_description: optionalText(SHORT_DESCRIPTION_MAX),
  description: optionalText(DESCRIPTION_MAX),
  /** In the order the product page lists them; a client that sends none clears them. */
  parameters: z.array(productParameterSchema).max(MAX_PARAMETERS, `maxItems|${MAX_PARAMETERS}`).default([]),
});
export type ProductTranslationInput = z.infer<typeof productTranslationSchema>;

function wholeNumber(min: number, max: number) {
  return z
    .number({ error: 'required' })
    .int('wholeNumber')
    .min(min, `atLeast|${min}`)
    .max(max, `atMost|${max}`);
}

function netPrice() {
  return z.number({ error: 'price' }).int('price').min(1, 'price').max(PRICE_MAX, 'price');
}

export const variantInputSchema = z.object({
  /** An existing variant of the product; without it the variant is new. */
  id: recordId().nullable(),
  code: requiredTrimmedText(VARIANT_CODE_MAX).regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'variantCode'),
  ean: z
    .string()
    .trim()
    .regex(/^(\d{8}|\d{12,14})?$/, 'ean'),
  /** The option label per language, e.g. "biela, 6 ks" (empty for a product with one variant). */
  name: z.object({
    sk: optionalText(VARIANT_NAME_MAX),
    cs: optionalText(VARIANT_NAME_MAX),
    en: optionalText(VARIANT_NAME_MAX),
  }),
  /** Pieces in a carton. */
  pack_quantity: wholeNumber(1, QUANTITY_MAX),
  /** Pieces in the unit sold: 1 for a piece, n for a pack of n (quantities and stock count units). */
  unit_pieces: wholeNumber(1, QUANTITY_MAX).default(1),
  min_quantity: wholeNumber(1, QUANTITY_MAX),
  step_quantity: wholeNumber(1, QUANTITY_MAX),
  stock: wholeNumber(0, QUANTITY_MAX),
  backorder: z.boolean(),
  is_active: z.boolean(),
  /** Net price in the Czech shop, in haléře. */
  price_cz: netPrice(),
  /** Net price in the Slovak shop, in cents; null derives it from the CZK price with the admin rate. */
  price_sk: netPrice().nullable(),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

/** `POST /api/admin/produkty` and `PUT /api/admin/produkty/{id}`: the whole product with its variants. */
export const productInputSchema = productFlagsSchema
  .extend({
    translations: z.object({
      sk: productTranslationSchema,
      cs: productTranslationSchema,
      en: productTranslationSchema,
    }),
    brand_id: recordId().nullable(),
    main_category_id: z.number({ error: 'required' }).int().positive(),
    category_ids: z.array(recordId()).max(MAX_CATEGORIES),
    vat_class: z.enum(vatClasses),
    variants: z.array(variantInputSchema).min(1, 'required').max(MAX_VARIANTS),
  })
  .superRefine((product, context) => {
    const seen = new Map<string, number>();
    product.variants.forEach((variant, index) => {
      const code = variant.code.toLowerCase();
      if (seen.has(code))
        context.addIssue({ code: 'custom', path: ['variants', index, 'code'], message: 'codeTaken' });
      seen.set(code, index);
    });
  });
export type ProductInput = z.infer<typeof productInputSchema>;

export const productImageSchema = z.object({
  media_id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** `GET /api/admin/produkty/{id}`: what the edit form shows. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  input: productInputSchema,
  images: z.array(productImageSchema),
  boost_score: z.number().int(),
  sales_count: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** The brands and categories a product can be given (the form's selects and the list's filters). */
export interface ProductChoices {
  brands: { id: number; name: string }[];
  /** Every category with its path of names ("Stolovanie › Poháre"), in menu order. */
  categories: { id: number; name: string }[];
}

/** Uploads of product photos: at most 6 MB as a data URL (under the proxy's 10 MB body limit), resized on the server. */
export const IMAGE_UPLOAD_MAX_BYTES = 6 * 1024 * 1024;
const IMAGE_DATA_URL_MAX_LENGTH = Math.ceil((IMAGE_UPLOAD_MAX_BYTES * 4) / 3) + 64;
/** The JSON body of a picture sent as a data URL: the data URL and the object around it. */
export const IMAGE_DATA_URL_BODY_MAX_BYTES = IMAGE_DATA_URL_MAX_LENGTH + 1024;
export const imageUploadSchema = z.object({
  data_url: z
    .string()
    .max(IMAGE_DATA_URL_MAX_LENGTH, 'imageTooLarge')
    .regex(/^data:image\/(png|jpeg|webp|gif|avif);base64,[A-Za-z0-9+/]+=*$/, 'imageType'),
});
export const productImagesResponseSchema = z.object({ images: z.array(productImageSchema) });
