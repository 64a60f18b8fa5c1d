import 'server-only';
import { env } from '@/lib/config/env';
import { clientIp } from '@/lib/server/auth/client-ip';
import { RateLimitError } from '@/lib/server/auth/rate-limit-error';
import { memoryWindowLimiter } from '@/lib/server/rate-limit/memory-window';

/**
 * Searches per client IP and minute, the search page and the suggestions each on their own count: a person
 * typing fast sends a suggestion request every few hundred milliseconds at most, a scraper far more.
 * SEARCH_REQUESTS_PER_MINUTE=0 turns it off (the load benchmarks send everything from one address).
 */
const perMinute = env.SEARCH_REQUESTS_PER_MINUTE;
const limiters = {
  page: memoryWindowLimiter({ limit: perMinute, windowMs: 60_000 }),
  suggest: memoryWindowLimiter({ limit: perMinute, windowMs: 60_000 }),
};

export type SearchKind = keyof typeof limiters;

/** Counts one search of the request's client, or refuses it: 429 TOO_MANY_SEARCHES with Retry-After. */
export function takeSearchSlot(kind: SearchKind, headers: Headers, now = Date.now()): void {
  if (perMinute === 0) return;
  const waitSeconds = limiters[kind](clientIp(headers), now);
  if (waitSeconds > 0) {
    throw new RateLimitError(waitSeconds, {
      key: 'TOO_MANY_SEARCHES',
      values: { seconds: String(waitSeconds) },
    });
  }
}
