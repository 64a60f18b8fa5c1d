import 'server-only';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type ShopDays,
  STATISTICS_TOP_ROWS,
  type StatisticsRanking,
  type TopCategory,
} from '@/lib/api/contract/admin/statistics';
import type { ChannelId } from '@/lib/config/channels';
import { defaultLocale, type Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { categoryTranslations, orderItems, orders, products } from '@/lib/server/db/schema';
import { rankedBy, soldItemsOf, soldQuantity, soldRevenue } from './sold-items';

const fallback = alias(categoryTranslations, 'fallback_translation');
/** The category's name in the admin's language, else in the shop's default one. */
const name = sql<string>`coalesce(max(${categoryTranslations.name}), max(${fallback.name}), '')`;

/**
 * One shop's best-selling categories in the range. A product counts once, in its main category, so that
 * the rows add up to the goods sold.
 */
export async function topCategories(
  db: DbOrTx,
  range: ShopDays,
  channel: ChannelId,
  locale: Locale,
  ranking: StatisticsRanking,
): Promise<TopCategory[]> {
  const rows = await db
    .select({ category_id: products.mainCategoryId, name, quantity: soldQuantity, revenue: soldRevenue })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(
      categoryTranslations,
      and(
        eq(categoryTranslations.categoryId, products.mainCategoryId),
        eq(categoryTranslations.locale, locale),
      ),
    )
    .leftJoin(
      fallback,
      and(eq(fallback.categoryId, products.mainCategoryId), eq(fallback.locale, defaultLocale)),
    )
    .where(and(soldItemsOf(range, channel), isNotNull(products.mainCategoryId)))
    .groupBy(products.mainCategoryId)
    .orderBy(...rankedBy(ranking, name))
    .limit(STATISTICS_TOP_ROWS);
  return rows.flatMap((row) => (row.category_id === null ? [] : [{ ...row, category_id: row.category_id }]));
}
