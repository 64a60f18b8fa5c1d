import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminProduct, ProductImage, ProductTranslationInput } from '@/lib/api/contract/admin/products';
import { type Locale, locales } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import {
  media,
  productCategories,
  productImages,
  productTranslations,
  products,
  variantPrices,
  variantTranslations,
  productParameters,
  variants,
} from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { mediaUrl } from '@/lib/server/services/media';

const emptyTranslation: ProductTranslationInput = {
  name: '',
  slug: '',
  short_description: '',
  description: '',
  parameters: [],
};

export async function readProductImages(db: DbOrTx, productId: number): Promise<ProductImage[]> {
  const rows = await db
    .select({ media_id: media.id, path: media.path, width: media.width, height: media.height })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.mediaId));
  return rows.map(({ path, ...row }) => ({ ...row, url: mediaUrl(path) }));
}

async function readVariants(db: DbOrTx, productId: number) {
  const rows = await db
    .select()
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position), asc(variants.id));
  const ids = rows.map((row) => row.id);
  const [names, prices] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(variantTranslations).where(inArray(variantTranslations.variantId, ids)),
          db.select().from(variantPrices).where(inArray(variantPrices.variantId, ids)),
        ]);
  return rows.map((row) => {
    const name = (locale: Locale) =>
      names.find((entry) => entry.variantId === row.id && entry.locale === locale)?.name ?? '';
    const price = (channel: 'cz' | 'sk') =>
      prices.find((entry) => entry.variantId === row.id && entry.channel === channel)?.netPrice ?? null;
    return {
      id: row.id,
      code: row.code,
      ean: row.ean ?? '',
      name: { sk: name('sk'), cs: name('cs'), en: name('en') },
      pack_quantity: row.packQuantity,
      unit_pieces: row.unitPieces,
      min_quantity: row.minQuantity,
      step_quantity: row.stepQuantity,
      stock: row.stock,
      backorder: row.backorder,
      is_active: row.isActive,
      price_cz: price('cz') ?? 0,
      price_sk: price('sk'),
    };
  });
}

/** A product as the edit form shows it; 404 when there is none. */
export async function readAdminProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) throw new AppError('NOT_FOUND');
  const [translations, parameterRows, categoryRows, images, variantRows] = await Promise.all([
    db.select().from(productTranslations).where(eq(productTranslations.productId, id)),
    db
      .select({
        locale: productParameters.locale,
        name: productParameters.name,
        value: productParameters.value,
      })
      .from(productParameters)
      .where(eq(productParameters.productId, id))
      .orderBy(asc(productParameters.position), asc(productParameters.id)),
    db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, id))
      .orderBy(asc(productCategories.position), asc(productCategories.categoryId)),
    readProductImages(db, id),
    readVariants(db, id),
  ]);
  const translation = (locale: Locale): ProductTranslationInput => {
    const row = translations.find((entry) => entry.locale === locale);
    if (!row) return emptyTranslation;
    const { name, slug, shortDescription, description } = row;
    const parameters = parameterRows
      .filter((parameter) => parameter.locale === locale)
      .map(({ name: parameterName, value }) => ({ name: parameterName, value }));
    return { name, slug, short_description: shortDescription, description, parameters };
  };
  return {
    id,
    input: {
      translations: Object.fromEntries(locales.map((locale) => [locale, translation(locale)])) as Record<
        Locale,
        ProductTranslationInput
      >,
      brand_id: product.brandId,
      main_category_id: product.mainCategoryId ?? 0,
      category_ids: categoryRows
        .map((row) => row.id)
        .filter((categoryId) => categoryId !== product.mainCategoryId),
      vat_class: product.vatClass,
      is_new: product.isNew,
      is_recommended: product.isRecommended,
      is_sale: product.isSale,
      is_clearance: product.isClearance,
      is_active: product.isActive,
      variants: variantRows,
    },
    images,
    boost_score: product.boostScore,
    sales_count: product.salesCount,
  };
}
