import 'server-only';
import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import type { ChannelId } from '@/lib/config/channels';
import type { Db } from '@/lib/server/db';
import { b2bRegistrations, orders, searchLog } from '@/lib/server/db/schema';
import { countsAsSale } from './sales';
import { startOfShopToday } from './shop-days';
import { searchesWithoutResult } from './statistics/searches-without-result';

const NO_RESULT_DAYS = 30;

export interface AdminDashboard {
  ordersToday: number;
  /** Gross revenue of today's orders that are not cancelled, per shop in its currency (minor units). */
  revenueToday: { channel: ChannelId; currency: 'CZK' | 'EUR'; total: number; orders: number }[];
  pendingRegistrations: number;
  registrationsThisWeek: number;
  /** The most frequent searches of the last 30 days that found nothing. */
  searchesWithoutResult: { term: string; searches: number }[];
}

export async function adminDashboard(db: Db): Promise<AdminDashboard> {
  const today = gte(orders.createdAt, startOfShopToday);
  const [[todays], revenue, [pending], [recent], noResult] = await Promise.all([
    db.select({ count: count() }).from(orders).where(today),
    db
      .select({
        channel: orders.channel,
        currency: orders.currency,
        total: sum(orders.totalWithVat).mapWith(Number),
        orders: count(),
      })
      .from(orders)
      .where(and(today, countsAsSale))
      .groupBy(orders.channel, orders.currency)
      .orderBy(orders.channel),
    db.select({ count: count() }).from(b2bRegistrations).where(eq(b2bRegistrations.status, 'pending')),
    db
      .select({ count: count() })
      .from(b2bRegistrations)
      .where(gte(b2bRegistrations.createdAt, sql`now() - interval '7 days'`)),
    searchesWithoutResult(
      db,
      gte(searchLog.createdAt, sql`now() - make_interval(days => ${NO_RESULT_DAYS})`),
      10,
    ),
  ]);
  return {
    ordersToday: todays?.count ?? 0,
    revenueToday: revenue.map((row) => ({ ...row, total: row.total ?? 0 })),
    pendingRegistrations: pending?.count ?? 0,
    registrationsThisWeek: recent?.count ?? 0,
    searchesWithoutResult: noResult.map(({ term, searches }) => ({ term, searches })),
  };
}
