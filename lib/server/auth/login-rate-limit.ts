import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { loginAttempts } from '@/lib/server/db/schema';
import {
  LOGIN_ACCOUNT_FAILURE_CEILING,
  LOGIN_ATTEMPT_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_MAX_FAILURES_PER_IP,
} from './auth-policy';
import { type AttemptLimit, lockedForSeconds, recordAttempts } from './attempt-counter';

export interface LoginAttemptSubject {
  /** Normalized (trimmed, lower case) e-mail, whether or not such a user exists. */
  email: string;
  ip: string;
}

const ipKey = (ip: string) => `ip:${ip}`;
const accountKey = (email: string) => `account:${email}`;
// An e-mail's domain holds no `|`, so the key cannot be read as another e-mail and address.
const accountIpKey = ({ email, ip }: LoginAttemptSubject) => `account-ip:${email}|${ip}`;

const within = (limit: number): AttemptLimit => ({ limit, windowMs: LOGIN_ATTEMPT_WINDOW_MS });

/** Seconds until this address has no failure left on the account in the window. */
function untilNoFailureOnAccount(db: DbOrTx, subject: LoginAttemptSubject, now: Date): Promise<number> {
  return lockedForSeconds(db, accountIpKey(subject), within(1), now);
}

/**
 * 0 when this address may try this account, else the seconds to wait: the address's failures on the
 * account, its failures on all accounts, and, once the account is past its ceiling, any failure of the
 * address on it (the wait is then the shorter of the two ways it ends).
 */
export async function loginLockSeconds(
  db: DbOrTx,
  subject: LoginAttemptSubject,
  now = new Date(),
): Promise<number> {
  const [onAccount, ip, ceiling] = await Promise.all([
    lockedForSeconds(db, accountIpKey(subject), within(LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP), now),
    lockedForSeconds(db, ipKey(subject.ip), within(LOGIN_MAX_FAILURES_PER_IP), now),
    lockedForSeconds(db, accountKey(subject.email), within(LOGIN_ACCOUNT_FAILURE_CEILING), now),
  ]);
  const pastCeiling = ceiling > 0 ? Math.min(ceiling, await untilNoFailureOnAccount(db, subject, now)) : 0;
  return Math.max(onAccount, ip, pastCeiling);
}

export async function recordLoginFailure(
  db: DbOrTx,
  subject: LoginAttemptSubject,
  now = new Date(),
): Promise<void> {
  await recordAttempts(
    db,
    [accountIpKey(subject), ipKey(subject.ip), accountKey(subject.email)],
    LOGIN_ATTEMPT_WINDOW_MS,
    now,
  );
}

/**
 * A successful login forgives this address its failures on the account. The account's count from all
 * addresses stays (the owner signing in does not end someone else's guessing), and so does the address's.
 */
export async function clearLoginFailures(db: DbOrTx, subject: LoginAttemptSubject): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, accountIpKey(subject)));
}
