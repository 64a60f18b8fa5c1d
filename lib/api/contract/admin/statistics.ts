import { z } from 'zod';
import { addDays, daysInRange, shopToday } from '@/lib/admin/statistics/days';
import { channelIds } from '@/lib/config/channels';
import { blankAsAbsent } from '../account-orders';

export const STATISTICS_DEFAULT_DAYS = 30;
export const STATISTICS_MAX_DAYS = 366;
/** How many rows the top lists (products, categories, searches, pages) show. */
export const STATISTICS_TOP_ROWS = 10;
export const statisticsRankings = ['revenue', 'quantity'] as const;
export type StatisticsRanking = (typeof statisticsRankings)[number];

/**
 * `GET /api/admin/statistiky` and the page's URL: the shop days `from`–`to` (both included; by default the
 * last 30 days ending today), optionally one shop, and whether the top lists rank by revenue or pieces.
 */
export const statisticsQuerySchema = z
  .object({
    from: blankAsAbsent(z.iso.date('date').optional()),
    to: blankAsAbsent(z.iso.date('date').optional()),
    channel: blankAsAbsent(z.enum(channelIds).optional()),
    top_by: blankAsAbsent(z.enum(statisticsRankings).default('revenue')),
  })
  .transform(({ from, to, ...rest }) => {
    const end = to ?? shopToday();
    return { ...rest, from: from ?? addDays(end, 1 - STATISTICS_DEFAULT_DAYS), to: end };
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'to_before_from' })
  .refine((query) => daysInRange(query.from, query.to) <= STATISTICS_MAX_DAYS, {
    path: ['from'],
    message: `range_too_long|${STATISTICS_MAX_DAYS}`,
  });
export type StatisticsQuery = z.output<typeof statisticsQuerySchema>;
/** The shop days a statistic covers, `YYYY-MM-DD`, both included. */
export type ShopDays = Pick<StatisticsQuery, 'from' | 'to'>;

const currencySchema = z.enum(['CZK', 'EUR']);
const count = () => z.number().int().nonnegative();

export const salesDaySchema = z.object({ date: z.iso.date(), orders: count(), revenue: count() });
export type SalesDay = z.infer<typeof salesDaySchema>;

/** A product or category of the top lists: pieces sold and their price with VAT, in the shop's currency. */
const topRowFields = { name: z.string(), quantity: count(), revenue: count() };
export const topProductSchema = z.object({
  ...topRowFields,
  /** Null when the product has been deleted since: the line's own code and name stand for it. */
  product_id: z.number().int().nullable(),
  code: z.string().nullable(),
});
export type TopProduct = z.infer<typeof topProductSchema>;
export const topCategorySchema = z.object({ ...topRowFields, category_id: z.number().int() });
export type TopCategory = z.infer<typeof topCategorySchema>;

/** One shop's sales in its own currency (minor units, with VAT): never added to the other shop's. */
export const channelStatisticsSchema = z.object({
  channel: z.enum(channelIds),
  currency: currencySchema,
  /** Every day of the range, days without an order as zero. */
  days: z.array(salesDaySchema),
  totals: z.object({ orders: count(), revenue: count() }),
  top_products: z.array(topProductSchema),
  top_categories: z.array(topCategorySchema),
});
export type ChannelStatistics = z.infer<typeof channelStatisticsSchema>;

export const searchWithoutResultSchema = z.object({
  term: z.string(),
  searches: count(),
  last_searched_at: z.string(),
});
export type SearchWithoutResult = z.infer<typeof searchWithoutResultSchema>;

export const pageViewDaySchema = z.object({ date: z.iso.date(), views: count() });
export type PageViewDay = z.infer<typeof pageViewDaySchema>;

export const pageViewStatisticsSchema = z.object({
  days: z.array(pageViewDaySchema),
  total: count(),
  top_paths: z.array(z.object({ path: z.string(), views: count() })),
});
export type PageViewStatistics = z.infer<typeof pageViewStatisticsSchema>;

export const statisticsResponseSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  channel: z.enum(channelIds).nullable(),
  top_by: z.enum(statisticsRankings),
  channels: z.array(channelStatisticsSchema),
  searches_without_result: z.array(searchWithoutResultSchema),
  page_views: pageViewStatisticsSchema,
});
export type Statistics = z.infer<typeof statisticsResponseSchema>;
