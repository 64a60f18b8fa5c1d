import 'server-only';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { ProductInput } from '@/lib/api/contract/admin/products';
import { locales } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { brands, categories, productTranslations, variants } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';

/** `productId` null for a new product: everything of the others counts. */
function otherProducts(
  column: typeof productTranslations.productId | typeof variants.productId,
  productId: number | null,
) {
  return productId === null ? undefined : ne(column, productId);
}

async function takenSlugFields(db: DbOrTx, input: ProductInput, productId: number | null) {
  const fields: Record<string, string[]> = {};
  const slugs = locales.map((locale) => input.translations[locale].slug);
  const taken = await db
    .select({ locale: productTranslations.locale, slug: productTranslations.slug })
    .from(productTranslations)
    .where(
      and(inArray(productTranslations.slug, slugs), otherProducts(productTranslations.productId, productId)),
    );
  for (const locale of locales) {
    if (taken.some((row) => row.locale === locale && row.slug === input.translations[locale].slug)) {
      fields[`translations.${locale}.slug`] = ['slugTaken'];
    }
  }
  return fields;
}

async function takenCodeFields(db: DbOrTx, input: ProductInput, productId: number | null) {
  const fields: Record<string, string[]> = {};
  const codes = input.variants.map((variant) => variant.code.toLowerCase());
  const taken = await db
    .select({ code: sql<string>`lower(${variants.code})` })
    .from(variants)
    .where(and(inArray(sql`lower(${variants.code})`, codes), otherProducts(variants.productId, productId)));
  input.variants.forEach((variant, index) => {
    if (taken.some((row) => row.code === variant.code.toLowerCase()))
      fields[`variants.${index}.code`] = ['codeTaken'];
  });
  return fields;
}

/**
 * What the database would refuse, said in the form's terms: a slug another product has in that language
 * (409 SLUG_TAKEN), a variant code another product has (409 VARIANT_CODE_TAKEN), a brand or category that
 * does not exist (422), a variant id of another product (422).
 */
export async function assertProductWritable(
  db: DbOrTx,
  input: ProductInput,
  productId: number | null,
  ownVariantIds: number[],
): Promise<void> {
  const slugFields = await takenSlugFields(db, input, productId);
  if (Object.keys(slugFields).length > 0) {
    throw new AppError('SLUG_TAKEN', undefined, { status: 409, fields: slugFields });
  }
  const codeFields = await takenCodeFields(db, input, productId);
  if (Object.keys(codeFields).length > 0) {
    throw new AppError('VARIANT_CODE_TAKEN', undefined, { status: 409, fields: codeFields });
  }
  if (input.brand_id !== null) {
    const [brand] = await db
      .select({ id: brands.id })
      .from(brands)
      .where(inArray(brands.id, [input.brand_id]));
    if (!brand)
      throw new AppError('BRAND_NOT_FOUND', undefined, { status: 422, fields: { brand_id: ['required'] } });
  }
  const categoryIds = [...new Set([input.main_category_id, ...input.category_ids])];
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, categoryIds));
  if (found.length !== categoryIds.length) {
    throw new AppError('CATEGORY_NOT_FOUND', undefined, { status: 422 });
  }
  if (input.variants.some((variant) => variant.id !== null && !ownVariantIds.includes(variant.id))) {
    throw new AppError('VARIANT_NOT_FOUND', undefined, { status: 422 });
  }
}
