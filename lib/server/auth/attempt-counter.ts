import 'server-only';
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { loginAttempts } from '@/lib/server/db/schema';

/**
 * Counted attempts per key (`ip:…`, `account:…`, `account-ip:…`, `register-ip:…`, `reset-ip:…`) in a
 * sliding window, kept in `login_attempts`; rows with `succeeded = false` are the ones that count against a
 * limit.
 */
export interface AttemptLimit {
  limit: number;
  windowMs: number;
}

/**
 * Seconds until the key drops below its limit within the window, 0 when it is below it now: the
 * limit-th most recent attempt is the one whose expiry unlocks it.
 */
export async function lockedForSeconds(
  db: DbOrTx,
  key: string,
  { limit, windowMs }: AttemptLimit,
  now: Date,
): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMs);
  const [unlockingAttempt] = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, key),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, windowStart),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .offset(limit - 1)
    .limit(1);
  if (!unlockingAttempt) return 0;
  const unlocksAt = unlockingAttempt.createdAt.getTime() + windowMs;
  return Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000));
}

/** Counts one attempt for each key; rows older than the window never count again and are dropped. */
export async function recordAttempts(
  db: DbOrTx,
  keys: readonly string[],
  windowMs: number,
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - windowMs);
  await db
    .delete(loginAttempts)
    .where(and(inArray(loginAttempts.key, [...keys]), lt(loginAttempts.createdAt, windowStart)));
  await db.insert(loginAttempts).values(keys.map((key) => ({ key, succeeded: false, createdAt: now })));
}
