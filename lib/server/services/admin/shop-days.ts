import 'server-only';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { addDays } from '@/lib/admin/statistics/days';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';

/**
 * The shops' day starts at midnight in Prague and Bratislava (one time zone). The zone is written as a
 * literal: a GROUP BY must repeat the selected expression exactly, and two parameters never match.
 */
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** Midnight that started today in the shop. */
export const startOfShopToday = sql`(date_trunc('day', now() at time zone ${zone}) at time zone ${zone})`;

/** Midnight that starts the shop day `YYYY-MM-DD`. */
function startOfShopDay(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${zone})`;
}

/** The moment falls on one of the shop days `from`–`to` (both included); an index on it still serves. */
export function withinShopDays(moment: AnyColumn, from: string, to: string): SQL {
  return sql`(${moment} >= ${startOfShopDay(from)} and ${moment} < ${startOfShopDay(addDays(to, 1))})`;
}

/** The shop day of a moment as `YYYY-MM-DD` (text: both database drivers answer it alike). */
export function shopDayOf(moment: AnyColumn): SQL<string> {
  return sql<string>`to_char(${moment} at time zone ${zone}, 'YYYY-MM-DD')`;
}
