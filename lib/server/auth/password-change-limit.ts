import 'server-only';
import type { DbOrTx } from '@/lib/server/db';
import { LOGIN_ATTEMPT_WINDOW_MS, PASSWORD_CHANGE_MAX_FAILURES } from './auth-policy';
import { lockedForSeconds, recordAttempts } from './attempt-counter';
import { type LoginAttemptSubject, loginLockSeconds, recordLoginFailure } from './login-rate-limit';

export interface PasswordChangeSubject extends LoginAttemptSubject {
  userId: number;
}

const changeKey = (userId: number) => `password-change:${userId}`;
const changeLimit = { limit: PASSWORD_CHANGE_MAX_FAILURES, windowMs: LOGIN_ATTEMPT_WINDOW_MS };

/** 0 when the user may give the current password again, else the seconds to wait (login limits too). */
export async function passwordChangeLockSeconds(
  db: DbOrTx,
  subject: PasswordChangeSubject,
  now = new Date(),
): Promise<number> {
  const [login, change] = await Promise.all([
    loginLockSeconds(db, subject, now),
    lockedForSeconds(db, changeKey(subject.userId), changeLimit, now),
  ]);
  return Math.max(login, change);
}

/** A wrong current password counts as a failed login of the account and as a failed change of the user's. */
export async function recordPasswordChangeFailure(
  db: DbOrTx,
  subject: PasswordChangeSubject,
  now = new Date(),
): Promise<void> {
  await recordLoginFailure(db, subject, now);
  await recordAttempts(db, [changeKey(subject.userId)], LOGIN_ATTEMPT_WINDOW_MS, now);
}
