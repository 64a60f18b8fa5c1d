import 'server-only';
import { storedDescription } from '@/lib/server/services/catalog/product/product-description';
import { eq } from 'drizzle-orm';
import type { AdminProduct, ProductInput } from '@/lib/api/contract/admin/products';
import { locales } from '@/lib/config/locales';
import type { Db, Tx } from '@/lib/server/db';
import {
  productCategories,
  productParameters,
  productTranslations,
  products,
  variants,
} from '@/lib/server/db/schema';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { assertProductWritable } from './product-checks';
import { readAdminProduct } from './product-read';
import { writeVariants } from './product-variants-write';

function productColumns(input: ProductInput) {
  return {
    brandId: input.brand_id,
    mainCategoryId: input.main_category_id,
    vatClass: input.vat_class,
    isNew: input.is_new,
    isRecommended: input.is_recommended,
    isSale: input.is_sale,
    isClearance: input.is_clearance,
    isActive: input.is_active,
  };
}

async function writeTranslations(tx: Tx, productId: number, input: ProductInput): Promise<void> {
  await tx.delete(productTranslations).where(eq(productTranslations.productId, productId));
  await tx.insert(productTranslations).values(
    locales.map((locale) => {
      const { name, slug, short_description, description } = input.translations[locale];
      return {
        productId,
        locale,
        name,
        slug,
        shortDescription: short_description,
        description: storedDescription(description),
      };
    }),
  );
  await tx.delete(productParameters).where(eq(productParameters.productId, productId));
  const parameters = locales.flatMap((locale) =>
    input.translations[locale].parameters.map((parameter, position) => ({
      productId,
      locale,
      name: parameter.name,
      value: parameter.value,
      position,
    })),
  );
  if (parameters.length > 0) await tx.insert(productParameters).values(parameters);
}

/** The main category first: listings and breadcrumbs of the shop read the product's categories. */
async function writeCategories(tx: Tx, productId: number, input: ProductInput): Promise<void> {
  const ids = [...new Set([input.main_category_id, ...input.category_ids])];
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  await tx
    .insert(productCategories)
    .values(ids.map((categoryId, position) => ({ productId, categoryId, position })));
}

async function writeProduct(tx: Tx, productId: number, input: ProductInput): Promise<void> {
  await writeTranslations(tx, productId, input);
  await writeCategories(tx, productId, input);
  await writeVariants(tx, productId, input.variants);
}

/** A new product with its variants; the shop (listings, search, product page) shows it at once. */
export async function createProduct(db: Db, caller: AdminCaller, input: ProductInput): Promise<AdminProduct> {
  const id = await db.transaction(async (tx) => {
    await assertProductWritable(tx, input, null, []);
    const [row] = await tx.insert(products).values(productColumns(input)).returning({ id: products.id });
    const productId = row!.id;
    await writeProduct(tx, productId, input);
    await recordAudit(tx, caller, {
      action: 'create',
      entityId: productId,
      summary: `${input.translations.sk.name} (${input.variants.map((variant) => variant.code).join(', ')})`,
    });
    return productId;
  });
  expireCacheTag(cacheTags.catalog);
  return readAdminProduct(db, id);
}

/** Replaces a product's texts, categories, flags and variants with the input; 404 when there is none. */
export async function updateProduct(
  db: Db,
  caller: AdminCaller,
  productId: number,
  input: ProductInput,
): Promise<AdminProduct> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!existing) throw new AppError('NOT_FOUND');
    const own = await tx.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId));
    await assertProductWritable(
      tx,
      input,
      productId,
      own.map((row) => row.id),
    );
    await tx
      .update(products)
      .set({ ...productColumns(input), updatedAt: new Date() })
      .where(eq(products.id, productId));
    await writeProduct(tx, productId, input);
    await recordAudit(tx, caller, {
      action: 'update',
      entityId: productId,
      summary: input.translations.sk.name,
    });
  });
  expireCacheTag(cacheTags.catalog);
  return readAdminProduct(db, productId);
}
