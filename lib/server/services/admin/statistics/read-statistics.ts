import 'server-only';
import {
  type ChannelStatistics,
  STATISTICS_TOP_ROWS,
  type Statistics,
  type StatisticsQuery,
} from '@/lib/api/contract/admin/statistics';
import { type ChannelId, channelIds, channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { searchLog } from '@/lib/server/db/schema';
import { withinShopDays } from '../shop-days';
import { pageViewStatistics } from './page-view-statistics';
import { salesByDay } from './sales-by-day';
import { searchesWithoutResult } from './searches-without-result';
import { topCategories } from './top-categories';
import { topProducts } from './top-products';

async function channelStatistics(
  db: DbOrTx,
  query: StatisticsQuery,
  channel: ChannelId,
  locale: Locale,
): Promise<ChannelStatistics> {
  const [days, products, categories] = await Promise.all([
    salesByDay(db, query, channel),
    topProducts(db, query, channel, locale, query.top_by),
    topCategories(db, query, channel, locale, query.top_by),
  ]);
  const totals = days.reduce(
    (sum, day) => ({ orders: sum.orders + day.orders, revenue: sum.revenue + day.revenue }),
    { orders: 0, revenue: 0 },
  );
  return {
    channel,
    currency: channels[channel].currency,
    days,
    totals,
    top_products: products,
    top_categories: categories,
  };
}

/**
 * Admin `statistiky`: per shop the sales of each day and the best sellers, and for the shops together (or
 * the one chosen) the searches that found nothing and the pages seen. Names are in the admin's language.
 */
export async function readStatistics(
  db: DbOrTx,
  query: StatisticsQuery,
  locale: Locale,
): Promise<Statistics> {
  const shown = query.channel ? [query.channel] : [...channelIds];
  const [perChannel, searches, views] = await Promise.all([
    Promise.all(shown.map((channel) => channelStatistics(db, query, channel, locale))),
    searchesWithoutResult(
      db,
      withinShopDays(searchLog.createdAt, query.from, query.to),
      STATISTICS_TOP_ROWS,
      query.channel,
    ),
    pageViewStatistics(db, query, query.channel),
  ]);
  return {
    from: query.from,
    to: query.to,
    channel: query.channel ?? null,
    top_by: query.top_by,
    channels: perChannel,
    searches_without_result: searches.map((row) => ({
      term: row.term,
      searches: row.searches,
      last_searched_at: row.lastSearchedAt.toISOString(),
    })),
    page_views: views,
  };
}
