import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { TrendProductRef } from '@/lib/api/contract/admin/trends';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { products, trendProducts } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { firstVariantCode, productNameIn } from '../products/product-list';

/** The article's linked products in the order the shop shows them, named in the admin's language. */
export function linkedProducts(db: DbOrTx, trendId: number, locale: Locale): Promise<TrendProductRef[]> {
  return db
    .select({ id: products.id, name: productNameIn(locale), code: firstVariantCode })
    .from(trendProducts)
    .innerJoin(products, eq(products.id, trendProducts.productId))
    .where(eq(trendProducts.trendId, trendId))
    .orderBy(trendProducts.position, trendProducts.productId);
}

/** 422 naming the field when a linked product does not exist (deleted while the form was open). */
export async function assertProductsExist(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  if (found.length < ids.length) {
    throw new AppError('LINKED_PRODUCT_NOT_FOUND', undefined, {
      status: 422,
      fields: { product_ids: ['productsNotFound'] },
    });
  }
}

/** Replaces the article's linked products; their position is their order in `ids`. */
export async function writeLinkedProducts(db: DbOrTx, trendId: number, ids: number[]): Promise<void> {
  await db.delete(trendProducts).where(eq(trendProducts.trendId, trendId));
  if (ids.length === 0) return;
  await db.insert(trendProducts).values(ids.map((productId, position) => ({ trendId, productId, position })));
}
