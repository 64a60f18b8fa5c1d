import 'server-only';
import type { DbOrTx } from '@/lib/server/db';
import { type AttemptLimit, lockedForSeconds, recordAttempts } from './attempt-counter';
import { RateLimitError } from './rate-limit-error';

export interface LimitedKey {
  key: string;
  limit: AttemptLimit;
}

/**
 * Counts one request against each key's limit, or refuses it (429 with Retry-After) when any key is
 * already at its limit; a refused request does not count.
 */
export async function takeRequestSlot(
  db: DbOrTx,
  keys: readonly LimitedKey[],
  now = new Date(),
): Promise<void> {
  const locks = await Promise.all(keys.map(({ key, limit }) => lockedForSeconds(db, key, limit, now)));
  const waitSeconds = Math.max(0, ...locks);
  if (waitSeconds > 0) throw new RateLimitError(waitSeconds);
  for (const { key, limit } of keys) await recordAttempts(db, [key], limit.windowMs, now);
}
