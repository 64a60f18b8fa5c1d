import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';

/** Calendar days as `YYYY-MM-DD`, counted in UTC so that no clock change adds or loses an hour. */
const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** How many days the range holds, both ends included (0 when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

/** Every day from `from` to `to`, both included. */
export function daysOfRange(from: string, to: string): string[] {
  return Array.from({ length: daysInRange(from, to) }, (_, index) => addDays(from, index));
}

/** Today in the shop's calendar (Prague), whatever zone the server or browser runs in. */
export function shopToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/**
 * One value per day of the range for a chart without gaps: the day's row where the database had one,
 * `empty(day)` where nothing happened.
 */
export function fillDays<T extends { date: string }>(
  from: string,
  to: string,
  rows: readonly T[],
  empty: (date: string) => T,
): T[] {
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return daysOfRange(from, to).map((date) => byDay.get(date) ?? empty(date));
}
