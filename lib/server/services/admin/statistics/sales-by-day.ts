import 'server-only';
import { and, count, sum } from 'drizzle-orm';
import { fillDays } from '@/lib/admin/statistics/days';
import type { SalesDay, ShopDays } from '@/lib/api/contract/admin/statistics';
import type { ChannelId } from '@/lib/config/channels';
import type { DbOrTx } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { countsAsSale, soldIn } from '../sales';
import { shopDayOf, withinShopDays } from '../shop-days';

/** One shop's orders and gross revenue (with VAT, minor units) per day of the range, quiet days as zero. */
export async function salesByDay(db: DbOrTx, range: ShopDays, channel: ChannelId): Promise<SalesDay[]> {
  const day = shopDayOf(orders.createdAt);
  const rows = await db
    .select({ date: day, orders: count(), revenue: sum(orders.totalWithVat).mapWith(Number) })
    .from(orders)
    .where(and(withinShopDays(orders.createdAt, range.from, range.to), countsAsSale, soldIn(channel)))
    .groupBy(day);
  return fillDays(range.from, range.to, rows, (date) => ({ date, orders: 0, revenue: 0 }));
}
