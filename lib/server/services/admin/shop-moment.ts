import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';

/** An instant with its own zone (`…Z`, `…+01:00`), as an API client may send one. */
const zoned = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/** A moment typed in the admin as an instant: a `datetime-local` value is shop time; empty: no bound. */
export function shopMoment(value: string): SQL | null {
  if (!value) return null;
  return zoned.test(value)
    ? sql`(${value}::timestamptz)`
    : sql`(${value}::timestamp at time zone ${SHOP_TIME_ZONE})`;
}

/** An instant as the `datetime-local` value of shop time it is, for the edit form. */
export function localMoment(column: SQL | unknown): SQL<string> {
  return sql<string>`coalesce(to_char(${column} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD"T"HH24:MI'), '')`;
}
