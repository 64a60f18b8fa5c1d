import 'server-only';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { fillDays } from '@/lib/admin/statistics/days';
import {
  type PageViewStatistics,
  type ShopDays,
  STATISTICS_TOP_ROWS,
} from '@/lib/api/contract/admin/statistics';
import type { ChannelId } from '@/lib/config/channels';
import type { DbOrTx } from '@/lib/server/db';
import { pageViews } from '@/lib/server/db/schema';
import { shopDayOf, withinShopDays } from '../shop-days';

/** Pages seen per day of the range (quiet days as zero) and the most viewed paths. */
export async function pageViewStatistics(
  db: DbOrTx,
  range: ShopDays,
  channel?: ChannelId,
): Promise<PageViewStatistics> {
  const where = and(
    withinShopDays(pageViews.createdAt, range.from, range.to),
    channel ? eq(pageViews.channel, channel) : undefined,
  );
  const day = shopDayOf(pageViews.createdAt);
  const [perDay, topPaths] = await Promise.all([
    db.select({ date: day, views: count() }).from(pageViews).where(where).groupBy(day),
    db
      .select({ path: pageViews.path, views: count() })
      .from(pageViews)
      .where(where)
      .groupBy(pageViews.path)
      .orderBy(desc(count()), asc(pageViews.path))
      .limit(STATISTICS_TOP_ROWS),
  ]);
  const days = fillDays(range.from, range.to, perDay, (date) => ({ date, views: 0 }));
  return { days, total: days.reduce((sum, row) => sum + row.views, 0), top_paths: topPaths };
}
