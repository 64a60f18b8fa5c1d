import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '@/lib/api/contract/auth';
import { INVALID_CREDENTIALS_MESSAGE } from '@/lib/api/contract/auth';
import { passwordMatches } from '@/lib/server/auth/credentials';
import { clearLoginFailures, loginLockSeconds, recordLoginFailure } from '@/lib/server/auth/login-rate-limit';
import { RateLimitError } from '@/lib/server/auth/rate-limit-error';
import {
  createSession,
  deleteEndedSessions,
  deleteSessions,
  findSessionUser,
  type SessionClient,
} from '@/lib/server/auth/sessions';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { b2bShoppingBlock } from '@/lib/server/auth/b2b-guard';
import type { Db, DbOrTx } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { mergeAnonymousCart } from './cart/merge-anonymous-cart';
import { authUserView } from './users';

export interface LoginInput {
  email: string;
  password: string;
  client: SessionClient;
  /** Session tokens the request already carries: a login replaces them. */
  presentedTokens: readonly string[];
  /** The visitor's anonymous cart in this shop, moved into the user's cart at login (domain.md). */
  anonymousCart?: { tokenHash: string; channel: ChannelId };
}

export interface LoginResult {
  token: string;
  user: AuthUser;
  /** The language the user saved (null: never chosen), for the answer's `preferredLocale` (spec §7). */
  preferredLocale: Locale | null;
}

function invalidCredentials(): AppError {
  return new AppError(401, INVALID_CREDENTIALS_MESSAGE);
}

async function findLoginUser(db: DbOrTx, email: string) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return user ?? null;
}

/**
 * E-mail and password login, rate-limited per IP address on the account, per IP address, and per account
 * (login-rate-limit.ts). Every login starts a new session; the sessions of other devices stay, the one the
 * request came with ends.
 */
export async function logIn(db: Db, input: LoginInput): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const subject = { email, ip: input.client.ip };
  const lockSeconds = await loginLockSeconds(db, subject);
  if (lockSeconds > 0) throw new RateLimitError(lockSeconds);

  const user = await findLoginUser(db, email);
  const matches = await passwordMatches(input.password, user?.passwordHash ?? null);
  if (!user || !matches || !user.isActive) {
    await recordLoginFailure(db, subject);
    throw invalidCredentials();
  }

  await clearLoginFailures(db, subject);
  return startUserSession(db, user.id, input);
}

/** How a browser or API client starts a session: its address, the tokens it has, its visitor cart. */
export type SessionStart = Pick<LoginInput, 'client' | 'presentedTokens' | 'anonymousCart'>;

/**
 * Signs a user in (login, registration, password reset): the request's own sessions end, a new one
 * starts, and the visitor's cart moves into the user's.
 */
export async function startUserSession(db: Db, userId: number, start: SessionStart): Promise<LoginResult> {
  await deleteSessions(db, start.presentedTokens);
  await deleteEndedSessions(db, userId);
  const token = await createSession(db, userId, start.client);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
  const sessionUser = await findSessionUser(db, token);
  if (!sessionUser) throw invalidCredentials();
  // A member who still has to choose a customer keeps the visitor's cart until there is one to fill.
  if (start.anonymousCart && !b2bShoppingBlock(sessionUser)) {
    const { tokenHash, channel } = start.anonymousCart;
    await mergeAnonymousCart(db, tokenHash, userId, sessionUser.selectedCustomer?.id ?? null, channel);
  }
  return { token, user: await authUserView(db, sessionUser), preferredLocale: sessionUser.locale };
}

export async function logOut(db: DbOrTx, presentedTokens: readonly string[]): Promise<void> {
  await deleteSessions(db, presentedTokens);
}
