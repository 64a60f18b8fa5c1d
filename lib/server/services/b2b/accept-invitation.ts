import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '@/lib/api/contract/auth';
import { type acceptInvitationRequestSchema, newMemberFormSchema } from '@/lib/api/contract/b2b-users';
import { hashPassword } from '@/lib/server/auth/password';
import { hashSessionToken } from '@/lib/server/auth/session-token';
import {
  createSession,
  deleteSessions,
  findSessionUserByTokenHash,
  type SessionClient,
} from '@/lib/server/auth/sessions';
import type { SessionUser } from '@/lib/server/auth/session-user';
import type { Db, DbOrTx } from '@/lib/server/db';
import { customerInvitations, customerMemberships, customers, sessions, users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { logIn } from '@/lib/server/services/user-sessions';
import { authUserView } from '@/lib/server/services/users';
import type { InvitationRow } from './invitation-list';

type AcceptInput = z.output<typeof acceptInvitationRequestSchema>;

export interface AcceptContext {
  user: SessionUser | null;
  client: SessionClient;
  /** Session tokens the request carries: signing in as the invitee replaces them. */
  presentedTokens: readonly string[];
}

export interface AcceptResult {
  /** A new session's token when the acceptance signed the invitee in; null when they were already. */
  token: string | null;
  user: AuthUser;
}

/** What the acceptance page shows for a link. */
export type InvitationPreview =
  | { state: 'unknown' | 'used' | 'expired' }
  | {
      state: 'valid';
      email: string;
      companyName: string;
      role: InvitationRow['b2bAccountType'];
      hasAccount: boolean;
    };

async function invitationOfToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ invitation: customerInvitations, companyName: customers.name })
    .from(customerInvitations)
    .innerJoin(customers, eq(customers.id, customerInvitations.customerId))
    .where(eq(customerInvitations.tokenHash, hashSessionToken(token)));
  return row;
}

async function userIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.id ?? null;
}

function stateOf(invitation: InvitationRow, now: Date): 'used' | 'expired' | 'valid' {
  if (invitation.acceptedAt) return 'used';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

export async function previewInvitation(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<InvitationPreview> {
  const row = await invitationOfToken(db, token);
  if (!row) return { state: 'unknown' };
  const state = stateOf(row.invitation, now);
  if (state !== 'valid') return { state };
  return {
    state,
    email: row.invitation.email,
    companyName: row.companyName,
    role: row.invitation.b2bAccountType,
    hasAccount: (await userIdByEmail(db, row.invitation.email)) !== null,
  };
}

const refusals = {
  unknown: () => new AppError('INVITATION_NOT_FOUND', undefined, { status: 404 }),
  used: () => new AppError('INVITATION_USED', undefined, { status: 410 }),
  expired: () => new AppError('INVITATION_EXPIRED', undefined, { status: 410 }),
};

/**
 * Uses the invitation up (single use: the row is claimed once, whoever comes second is refused) and makes
 * the user a member with the invited role; a membership the user already has keeps its role.
 */
async function claim(tx: DbOrTx, invitation: InvitationRow, userId: number, now: Date): Promise<void> {
  const claimed = await tx
    .update(customerInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(customerInvitations.id, invitation.id),
        isNull(customerInvitations.acceptedAt),
        gt(customerInvitations.expiresAt, now),
      ),
    )
    .returning({ id: customerInvitations.id });
  if (claimed.length === 0) throw refusals.used();
  await tx
    .insert(customerMemberships)
    .values({ userId, customerId: invitation.customerId, b2bAccountType: invitation.b2bAccountType })
    .onConflictDoNothing();
}

async function selectAndView(db: DbOrTx, tokenHash: string, customerId: number): Promise<AuthUser> {
  await db.update(sessions).set({ selectedCustomerId: customerId }).where(eq(sessions.tokenHash, tokenHash));
  const user = await findSessionUserByTokenHash(db, tokenHash);
  if (!user) throw new AppError('UNAUTHORIZED', undefined, { status: 401 });
  return authUserView(db, user);
}

async function createMember(
  db: Db,
  invitation: InvitationRow,
  input: AcceptInput,
  now: Date,
): Promise<number> {
  const form = newMemberFormSchema.parse(input);
  const passwordHash = await hashPassword(form.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: invitation.email, passwordHash, firstname: form.firstname, lastname: form.lastname })
      .returning({ id: users.id });
    await claim(tx, invitation, user!.id, now);
    return user!.id;
  });
}

/**
 * Accepts an invitation. Someone without an account sets a name and a password and is signed in as the
 * new member; a user with an account accepts signed in as the invited address, or by giving its password
 * (the login's rate limits apply). The session then shops for the company they joined.
 */
export async function acceptInvitation(
  db: Db,
  input: AcceptInput,
  context: AcceptContext,
  now = new Date(),
): Promise<AcceptResult> {
  const row = await invitationOfToken(db, input.token);
  if (!row) throw refusals.unknown();
  const { invitation } = row;
  const state = stateOf(invitation, now);
  if (state !== 'valid') throw refusals[state]();

  const existingId = await userIdByEmail(db, invitation.email);
  if (existingId === null) {
    const userId = await createMember(db, invitation, input, now);
    await deleteSessions(db, context.presentedTokens);
    const token = await createSession(db, userId, context.client);
    return { token, user: await selectAndView(db, hashSessionToken(token), invitation.customerId) };
  }
  if (context.user?.id === existingId) {
    await db.transaction((tx) => claim(tx, invitation, existingId, now));
    return {
      token: null,
      user: await selectAndView(db, context.user.sessionTokenHash, invitation.customerId),
    };
  }
  if (!input.password) throw new AppError('INVITATION_SIGN_IN_REQUIRED', undefined, { status: 409 });
  const { token } = await logIn(db, {
    email: invitation.email,
    password: input.password,
    client: context.client,
    presentedTokens: context.presentedTokens,
  });
  await db.transaction((tx) => claim(tx, invitation, existingId, now));
  return { token, user: await selectAndView(db, hashSessionToken(token), invitation.customerId) };
}
