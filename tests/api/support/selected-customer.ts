import { eq } from 'drizzle-orm';
import { hashSessionToken } from '@/lib/server/auth/session-token';
import type { DbOrTx } from '@/lib/server/db';
import { customerMemberships, sessions, users } from '@/lib/server/db/schema';

/** The customer of a demo user's only membership (the one a new session of theirs starts with). */
export async function soleCustomerIdOf(db: DbOrTx, email: string): Promise<number> {
  const rows = await db
    .select({ id: customerMemberships.customerId })
    .from(customerMemberships)
    .innerJoin(users, eq(users.id, customerMemberships.userId))
    .where(eq(users.email, email));
  if (rows.length !== 1) throw new Error(`${email} is a member of ${rows.length} customers, not one`);
  return rows[0]!.id;
}

/** Selects `customerId` for one session, as the customer-selection page does. */
export async function selectForSession(db: DbOrTx, token: string, customerId: number | null): Promise<void> {
  await db
    .update(sessions)
    .set({ selectedCustomerId: customerId })
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
}

/** The customer a session shops for. */
export async function selectedOfSession(db: DbOrTx, token: string): Promise<number | null> {
  const [row] = await db
    .select({ id: sessions.selectedCustomerId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  return row?.id ?? null;
}
