import 'server-only';
import { env } from '@/lib/config/env';
import { memoryWindowLimiter } from '@/lib/server/rate-limit/memory-window';

const HOUR_MS = 3_600_000;
const perHour = env.ACTIVITY_LOG_PER_HOUR;
const limiters = {
  pageView: memoryWindowLimiter({ limit: perHour, windowMs: HOUR_MS }),
  search: memoryWindowLimiter({ limit: perHour, windowMs: HOUR_MS }),
};

export type ActivityKind = keyof typeof limiters;

/**
 * Counts a row of statistics (a page view, a logged search) for the client's address: false once the
 * address has added its hourly share (ACTIVITY_LOG_PER_HOUR), and the row is then left out. Counted in
 * memory like the search limit: a lost row of statistics is cheaper than a database write to count it.
 */
export function mayLogActivity(kind: ActivityKind, ip: string, now = Date.now()): boolean {
  return perHour === 0 || limiters[kind](ip, now) === 0;
}
