import 'server-only';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import {
  RESET_REQUESTS_PER_IP,
  RESET_REQUESTS_PER_IP_AND_EMAIL,
  RESET_TOKEN_LIFETIME_MS,
} from '@/lib/server/auth/auth-policy';
import { hashPassword } from '@/lib/server/auth/password';
import { takeRequestSlot } from '@/lib/server/auth/request-limits';
import { hashSessionToken, newSessionToken } from '@/lib/server/auth/session-token';
import { runInBackground } from '@/lib/server/background-tasks';
import type { Db, DbOrTx } from '@/lib/server/db';
import { passwordResetTokens, sessions, users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { enqueueMail } from '@/lib/server/mail-jobs';
import type { RequestOrigin } from '../domains';
import { type LoginResult, type SessionStart, startUserSession } from '../user-sessions';
import { passwordResetMail } from './account-mails';

export interface ResetRequest {
  email: string;
  ip: string;
  locale: Locale;
  origin: RequestOrigin;
}

/**
 * Asks for a reset link. The answer never tells whether the address has an account: the request is
 * counted (per IP address, and per IP address and e-mail) and answered the same way, and looking the user
 * up, storing the token and sending the e-mail happen after the answer. A new link leaves the earlier ones
 * working, so requests made by someone else never spoil the link the owner asked for.
 */
export async function requestPasswordReset(db: Db, request: ResetRequest, now = new Date()): Promise<void> {
  const email = request.email.trim().toLowerCase();
  await takeRequestSlot(
    db,
    [
      { key: `reset-ip:${request.ip}`, limit: RESET_REQUESTS_PER_IP },
      { key: `reset-ip-email:${request.ip}|${email}`, limit: RESET_REQUESTS_PER_IP_AND_EMAIL },
    ],
    now,
  );
  runInBackground('Password reset e-mail', () => sendResetLink(db, { ...request, email }, now));
}

async function sendResetLink(db: Db, request: ResetRequest, now: Date): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, request.email), eq(users.isActive, true)));
  if (!user) return;
  await db.transaction(async (tx) => {
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS);
    const token = await issuePasswordToken(tx, user.id, expiresAt, now);
    await enqueueMail(tx, 'password-reset', () =>
      passwordResetMail(request.locale, user.email, token, request.origin),
    );
  });
}

/**
 * A new single-use link token that sets the user's password until `expiresAt` (the reset page takes it);
 * the database keeps only its hash. Also used for accounts the shop makes, whose owner sets the first password.
 */
export async function issuePasswordToken(
  db: DbOrTx,
  userId: number,
  expiresAt: Date,
  now = new Date(),
): Promise<string> {
  const token = newSessionToken();
  await db
    .insert(passwordResetTokens)
    .values({ tokenHash: hashSessionToken(token), userId, expiresAt, createdAt: now });
  return token;
}

/** A token that can still set a password: known, unused, not expired, of an active user. */
function usableToken(token: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, hashSessionToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
}

/** Whether the link's page may offer the new-password form (it does not use the token up). */
export async function isResetTokenUsable(db: Db, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(usableToken(token, now), eq(users.isActive, true)));
  return row !== undefined;
}

/**
 * Sets the new password with the e-mailed token, which is used up (and so are the user's other reset
 * links); every session of the user ends, and the user is signed in anew here.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string; session: SessionStart },
  now = new Date(),
): Promise<LoginResult> {
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usableToken(input.token, now))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, used.userId), eq(users.isActive, true)))
      .returning({ id: users.id });
    if (!user) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          isNull(passwordResetTokens.usedAt),
          ne(passwordResetTokens.tokenHash, hashSessionToken(input.token)),
        ),
      );
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return user.id;
  });
  if (userId === null) throw new AppError('RESET_TOKEN_INVALID', undefined, { status: 422 });
  return startUserSession(db, userId, input.session);
}
