import 'server-only';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCachedReads, expireCacheTag } from '@/lib/server/cache/expire-tag';
import type { DbOrTx } from '@/lib/server/db';
import { orderItems, productTranslations, variants } from '@/lib/server/db/schema';
import { expireProductPages } from '@/lib/server/page-cache';

/**
 * What an order's stock moves change on the shared pages. Only a product's own page shows its stock as a
 * figure, so only the pages of the products it took stock of are rendered anew, in every language: a sale
 * that brings orders every second would otherwise empty the whole page cache with each of them. A product
 * sold out changes the listings too ("in stock" filter and counts), and then every catalog page goes.
 * The cached reads of the catalog always go, so that the pages rendered anew read the stock as it is.
 */
export async function expireStockPages(db: DbOrTx, orderId: number): Promise<void> {
  const moved = await db
    .select({ productId: variants.productId, soldOut: sql<boolean>`bool_or(${variants.stock} <= 0)` })
    .from(orderItems)
    .innerJoin(variants, eq(variants.id, orderItems.variantId))
    .where(and(eq(orderItems.orderId, orderId), gt(orderItems.quantityFromStock, 0)))
    .groupBy(variants.productId);
  if (moved.length === 0) return;
  if (moved.some((product) => product.soldOut)) {
    expireCacheTag(cacheTags.catalog);
    return;
  }
  const ids = moved.map((product) => product.productId);
  const slugs = await db
    .selectDistinct({ slug: productTranslations.slug })
    .from(productTranslations)
    .where(inArray(productTranslations.productId, ids));
  expireCachedReads(cacheTags.catalog);
  expireProductPages(slugs.map((row) => row.slug));
}
