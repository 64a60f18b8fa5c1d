import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { issuePasswordToken } from '@/lib/server/services/accounts/password-reset';

/**
 * The stored hash of an account the shop made: no password matches it (it is not an scrypt hash), so the
 * owner signs in only after setting one through the e-mailed link.
 */
const NO_PASSWORD_YET = '!';

/** How long the first set-password link of a shop-made account works. */
export const SET_PASSWORD_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

export async function userIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row?.id ?? null;
}

export interface ShopMadeUser {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  locale: Locale;
}

/** A new account without a password, and the token of its set-password link (valid 7 days). */
export async function createShopMadeUser(
  tx: DbOrTx,
  person: ShopMadeUser,
  now = new Date(),
): Promise<{ userId: number; passwordToken: string }> {
  const [user] = await tx
    .insert(users)
    .values({ ...person, email: person.email.trim().toLowerCase(), passwordHash: NO_PASSWORD_YET })
    .returning({ id: users.id });
  const expiresAt = new Date(now.getTime() + SET_PASSWORD_LINK_DAYS * DAY_MS);
  const passwordToken = await issuePasswordToken(tx, user!.id, expiresAt, now);
  return { userId: user!.id, passwordToken };
}
