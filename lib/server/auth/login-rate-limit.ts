import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { loginAttempts } from '@/lib/server/db/schema';
import {
  LOGIN_ATTEMPT_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
} from './auth-policy';
import { lockedForSeconds, recordAttempts } from './attempt-counter';

export interface LoginAttemptSubject {
  /** Normalized (trimmed, lower case) e-mail, whether or not such a user exists. */
  email: string;
  ip: string;
}

const accountKey = (email: string) => `account:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

const accountLimit = { limit: LOGIN_MAX_FAILURES_PER_ACCOUNT, windowMs: LOGIN_ATTEMPT_WINDOW_MS };
const ipLimit = { limit: LOGIN_MAX_FAILURES_PER_IP, windowMs: LOGIN_ATTEMPT_WINDOW_MS };

/** 0 when a login may be tried, else the seconds to wait (per account and per IP address). */
export async function loginLockSeconds(
  db: DbOrTx,
  subject: LoginAttemptSubject,
  now = new Date(),
): Promise<number> {
  const [account, ip] = await Promise.all([
    lockedForSeconds(db, accountKey(subject.email), accountLimit, now),
    lockedForSeconds(db, ipKey(subject.ip), ipLimit, now),
  ]);
  return Math.max(account, ip);
}

export async function recordLoginFailure(
  db: DbOrTx,
  subject: LoginAttemptSubject,
  now = new Date(),
): Promise<void> {
  await recordAttempts(db, [accountKey(subject.email), ipKey(subject.ip)], LOGIN_ATTEMPT_WINDOW_MS, now);
}

/** A successful login forgives the account's failures; the IP address keeps its count. */
export async function clearAccountFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, accountKey(email)));
}
