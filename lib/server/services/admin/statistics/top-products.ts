import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import {
  type ShopDays,
  STATISTICS_TOP_ROWS,
  type StatisticsRanking,
  type TopProduct,
} from '@/lib/api/contract/admin/statistics';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { orderItems, orders, productTranslations } from '@/lib/server/db/schema';
import { rankedBy, soldItemsOf, soldQuantity, soldRevenue } from './sold-items';

/** Lines of a product deleted since keep their own code: each code is one row of the list. */
const lineCode = sql<string | null>`case when ${orderItems.productId} is null then ${orderItems.code} end`;
/** The product's name in the admin's language, else the name the line was sold under. */
const name = sql<string>`coalesce(max(${productTranslations.name}), max(${orderItems.name}))`;

/** One shop's best-selling products in the range. */
export async function topProducts(
  db: DbOrTx,
  range: ShopDays,
  channel: ChannelId,
  locale: Locale,
  ranking: StatisticsRanking,
): Promise<TopProduct[]> {
  return db
    .select({
      product_id: orderItems.productId,
      code: lineCode,
      name,
      quantity: soldQuantity,
      revenue: soldRevenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, orderItems.productId), eq(productTranslations.locale, locale)),
    )
    .where(soldItemsOf(range, channel))
    .groupBy(orderItems.productId, lineCode)
    .orderBy(...rankedBy(ranking, name))
    .limit(STATISTICS_TOP_ROWS);
}
