import 'server-only';
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { loginAttempts } from '@/lib/server/db/schema';
import {
  LOGIN_ATTEMPT_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
} from './auth-policy';

export interface LoginAttemptSubject {
  /** Normalized (trimmed, lower case) e-mail, whether or not such a user exists. */
  email: string;
  ip: string;
}

const accountKey = (email: string) => `account:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Seconds until the key drops below its limit of failures in the window, 0 when it is below it now:
 * the limit-th most recent failure is the one whose expiry unlocks it.
 */
async function lockedForSeconds(db: DbOrTx, key: string, limit: number, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_ATTEMPT_WINDOW_MS);
  const [unlockingFailure] = await db
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
  if (!unlockingFailure) return 0;
  const unlocksAt = unlockingFailure.createdAt.getTime() + LOGIN_ATTEMPT_WINDOW_MS;
  return Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000));
}

/** 0 when a login may be tried, else the seconds to wait (per account and per IP address). */
export async function loginLockSeconds(
  db: DbOrTx,
  subject: LoginAttemptSubject,
  now = new Date(),
): Promise<number> {
  const [account, ip] = await Promise.all([
    lockedForSeconds(db, accountKey(subject.email), LOGIN_MAX_FAILURES_PER_ACCOUNT, now),
    lockedForSeconds(db, ipKey(subject.ip), LOGIN_MAX_FAILURES_PER_IP, now),
  ]);
  return Math.max(account, ip);
}

export async function recordLoginFailure(
  db: DbOrTx,
  subject: LoginAttemptSubject,
  now = new Date(),
): Promise<void> {
  const keys = [accountKey(subject.email), ipKey(subject.ip)];
  const windowStart = new Date(now.getTime() - LOGIN_ATTEMPT_WINDOW_MS);
  // Rows older than the window never count again; dropping them here keeps the table small.
  await db
    .delete(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), lt(loginAttempts.createdAt, windowStart)));
  await db.insert(loginAttempts).values(keys.map((key) => ({ key, succeeded: false, createdAt: now })));
}

/** A successful login forgives the account's failures; the IP address keeps its count. */
export async function clearAccountFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, accountKey(email)));
}
