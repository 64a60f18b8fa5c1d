import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { passwordMatches } from '@/lib/server/auth/credentials';
import {
  passwordChangeLockSeconds,
  recordPasswordChangeFailure,
} from '@/lib/server/auth/password-change-limit';
import { hashPassword } from '@/lib/server/auth/password';
import { RateLimitError } from '@/lib/server/auth/rate-limit-error';
import type { SessionUser } from '@/lib/server/auth/session-user';
import type { Db } from '@/lib/server/db';
import { sessions, users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  ip: string;
}

/**
 * A new password for a signed-in user, given the current one. A wrong current password counts as a
 * failed login of the account and against the user's own limit of wrong guesses, from whatever address
 * (so a stolen session cannot guess it); the other sessions end.
 */
export async function changePassword(db: Db, user: SessionUser, change: PasswordChange): Promise<void> {
  const subject = { userId: user.id, email: user.email.toLowerCase(), ip: change.ip };
  const lockSeconds = await passwordChangeLockSeconds(db, subject);
  if (lockSeconds > 0) throw new RateLimitError(lockSeconds);
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row || !(await passwordMatches(change.currentPassword, row.passwordHash))) {
    await recordPasswordChangeFailure(db, subject);
    throw new AppError('CURRENT_PASSWORD_WRONG', undefined, {
      status: 422,
      fields: { current_password: ['currentPasswordWrong'] },
    });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(change.newPassword), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, user.sessionTokenHash)));
}
