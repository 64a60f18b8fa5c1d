import 'server-only';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { ShopDays, StatisticsRanking } from '@/lib/api/contract/admin/statistics';
import type { ChannelId } from '@/lib/config/channels';
import { orderItems, orders } from '@/lib/server/db/schema';
import { countsAsSale, soldIn } from '../sales';
import { withinShopDays } from '../shop-days';

/** Lines of one shop's orders placed in the range and not cancelled (to be joined with `orders`). */
export function soldItemsOf(range: ShopDays, channel: ChannelId): SQL {
  return and(withinShopDays(orders.createdAt, range.from, range.to), countsAsSale, soldIn(channel))!;
}

/** Pieces sold and their price with VAT (sums as numbers on both database drivers). */
export const soldQuantity = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
export const soldRevenue = sql<number>`sum(${orderItems.totalWithVat})`.mapWith(Number);

/** The top list's order: by revenue or by pieces, the other figure and the name breaking ties. */
export function rankedBy(ranking: StatisticsRanking, name: SQL): SQL[] {
  const [first, second] = ranking === 'revenue' ? [soldRevenue, soldQuantity] : [soldQuantity, soldRevenue];
  return [desc(first), desc(second), asc(name)];
}
