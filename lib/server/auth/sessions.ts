import 'server-only';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/server/db';
import { customerMemberships, customers, sessions, users } from '@/lib/server/db/schema';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS, SESSION_TOUCH_INTERVAL_MS } from './auth-policy';
import { actsForAnyCustomer } from './roles';
import { hashSessionToken, newSessionToken } from './session-token';
import type { SelectedCustomer, SessionUser } from './session-user';

const USER_AGENT_MAX_LENGTH = 500;

export interface SessionClient {
  ip: string;
  userAgent: string | null;
}

/** The customer of a user's only membership: a member of several has to choose (spec §1). */
async function soleCustomerId(db: DbOrTx, userId: number): Promise<number | null> {
  const rows = await db
    .select({ customerId: customerMemberships.customerId })
    .from(customerMemberships)
    .where(eq(customerMemberships.userId, userId))
    .limit(2);
  return rows.length === 1 ? rows[0]!.customerId : null;
}

/**
 * Starts a session and returns its token; the database keeps only the token's hash. The session starts
 * with the member's only customer selected; each session keeps its own selection afterwards.
 */
export async function createSession(
  db: DbOrTx,
  userId: number,
  client: SessionClient,
  now = new Date(),
): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    selectedCustomerId: await soleCustomerId(db, userId),
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  });
  return token;
}

export async function deleteSessions(db: DbOrTx, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.delete(sessions).where(inArray(sessions.tokenHash, tokens.map(hashSessionToken)));
}

/** Sessions of a user that can no longer be used; cleared when the user logs in again. */
export async function deleteEndedSessions(db: DbOrTx, userId: number, now = new Date()): Promise<void> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS);
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince))),
    );
}

const selectedMembership = alias(customerMemberships, 'selected_membership');

function sessionRows(db: DbOrTx, tokenHash: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      phone: users.phone,
      roles: users.roles,
      locale: users.locale,
      showPriceWithoutVat: users.showPriceWithoutVat,
      isRegisteredForNewsletter: users.isRegisteredForNewsletter,
      isActive: users.isActive,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      customer: {
        id: customers.id,
        name: customers.name,
        nameShort: customers.nameShort,
        isVatPayer: customers.isVatPayer,
        hasDeposit: customers.hasDeposit,
        isBlocked: customers.isBlocked,
      },
      b2bAccountType: selectedMembership.b2bAccountType,
      membershipsCount: sql<number>`(select count(*) from ${customerMemberships}
        where ${customerMemberships.userId} = ${users.id})`.mapWith(Number),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(customers, eq(customers.id, sessions.selectedCustomerId))
    .leftJoin(
      selectedMembership,
      and(eq(selectedMembership.userId, users.id), eq(selectedMembership.customerId, customers.id)),
    )
    .where(eq(sessions.tokenHash, tokenHash));
}

type SessionRow = Awaited<ReturnType<typeof sessionRows>>[number];

function isSessionOver(row: SessionRow, now: Date): boolean {
  return (
    !row.isActive ||
    row.expiresAt.getTime() <= now.getTime() ||
    now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_TIMEOUT_MS
  );
}

/** A customer the user is no longer a member of does not count as selected (unless they act for any). */
function selectedCustomerOf(row: SessionRow): SelectedCustomer | null {
  const { customer, b2bAccountType } = row;
  if (!customer) return null;
  if (!b2bAccountType && !actsForAnyCustomer(row.roles)) return null;
  return { ...customer, b2bAccountType };
}

/**
 * The user of a session token, or null when there is no such session or it has ended (30 days after
 * login or 7 days after the last request); an ended session is deleted.
 */
export async function findSessionUser(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  return findSessionUserByTokenHash(db, hashSessionToken(token), now);
}

/** The same, for a session already known by its stored hash (reloading a user after a change). */
export async function findSessionUserByTokenHash(
  db: DbOrTx,
  tokenHash: string,
  now = new Date(),
): Promise<SessionUser | null> {
  const [row] = await sessionRows(db, tokenHash);
  if (!row) return null;
  if (isSessionOver(row, now)) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    roles: row.roles,
    locale: row.locale,
    showPriceWithoutVat: row.showPriceWithoutVat,
    isRegisteredForNewsletter: row.isRegisteredForNewsletter,
    selectedCustomer: selectedCustomerOf(row),
    membershipsCount: row.membershipsCount,
    sessionTokenHash: tokenHash,
  };
}
