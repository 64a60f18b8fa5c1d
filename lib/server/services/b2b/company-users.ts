import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyMember, CompanyUsersResponse } from '@/lib/api/contract/b2b-users';
import type { B2bAccountType } from '@/lib/server/auth/roles';
import type { Db, DbOrTx } from '@/lib/server/db';
import { customerMemberships, sessions, users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { assertMayManageCompany, type B2bCaller } from './b2b-caller';
import { pendingInvitations } from './invitation-list';

function memberColumns() {
  return {
    user_id: users.id,
    firstname: users.firstname,
    lastname: users.lastname,
    email: users.email,
    phone: users.phone,
    b2b_account_type: customerMemberships.b2bAccountType,
    createdAt: customerMemberships.createdAt,
  };
}

type MemberRow = { createdAt: Date } & Omit<CompanyMember, 'is_you' | 'member_since'>;

function memberView(row: MemberRow, caller: B2bCaller): CompanyMember {
  const { createdAt, ...member } = row;
  return { ...member, is_you: member.user_id === caller.user.id, member_since: createdAt.toISOString() };
}

async function members(db: DbOrTx, caller: B2bCaller): Promise<CompanyMember[]> {
  const rows = await db
    .select(memberColumns())
    .from(customerMemberships)
    .innerJoin(users, eq(users.id, customerMemberships.userId))
    .where(eq(customerMemberships.customerId, caller.customerId))
    .orderBy(
      asc(customerMemberships.b2bAccountType),
      asc(users.lastname),
      asc(users.firstname),
      asc(users.id),
    );
  return rows.map((row) => memberView(row, caller));
}

/**
 * The customer's users, roles and pending invitations: for its admins and the staff acting for it only
 * (spec §6: the customer admin sees company users; a manager is not shown colleagues' e-mails and phones).
 */
export async function companyUsers(db: DbOrTx, caller: B2bCaller): Promise<CompanyUsersResponse> {
  assertMayManageCompany(caller);
  return {
    members: await members(db, caller),
    invitations: await pendingInvitations(db, caller),
    can_manage: true,
  };
}

/** The membership of `userId` in the caller's customer, locked for the change; another customer's is not found. */
async function lockedMembership(tx: DbOrTx, caller: B2bCaller, userId: number) {
  const [membership] = await tx
    .select({ b2bAccountType: customerMemberships.b2bAccountType })
    .from(customerMemberships)
    .where(and(eq(customerMemberships.customerId, caller.customerId), eq(customerMemberships.userId, userId)))
    .for('update');
  if (!membership) throw new AppError('MEMBER_NOT_FOUND', undefined, { status: 404 });
  return membership;
}

/** A company always keeps an admin: the last one can be neither demoted nor removed (themself included). */
async function assertAnotherAdminRemains(tx: DbOrTx, caller: B2bCaller, userId: number): Promise<void> {
  const admins = await tx
    .select({ userId: customerMemberships.userId })
    .from(customerMemberships)
    .where(
      and(
        eq(customerMemberships.customerId, caller.customerId),
        eq(customerMemberships.b2bAccountType, 'CUSTOMER_ADMIN'),
        sql`${customerMemberships.userId} <> ${userId}`,
      ),
    )
    .for('update');
  if (admins.length === 0) throw new AppError('LAST_CUSTOMER_ADMIN', undefined, { status: 409 });
}

export async function changeMemberRole(
  db: Db,
  caller: B2bCaller,
  userId: number,
  role: B2bAccountType,
): Promise<CompanyMember> {
  assertMayManageCompany(caller);
  return db.transaction(async (tx) => {
    const membership = await lockedMembership(tx, caller, userId);
    if (membership.b2bAccountType === 'CUSTOMER_ADMIN' && role !== 'CUSTOMER_ADMIN') {
      await assertAnotherAdminRemains(tx, caller, userId);
    }
    await tx
      .update(customerMemberships)
      .set({ b2bAccountType: role })
      .where(
        and(eq(customerMemberships.customerId, caller.customerId), eq(customerMemberships.userId, userId)),
      );
    const [row] = await tx
      .select(memberColumns())
      .from(customerMemberships)
      .innerJoin(users, eq(users.id, customerMemberships.userId))
      .where(
        and(eq(customerMemberships.customerId, caller.customerId), eq(customerMemberships.userId, userId)),
      );
    return memberView(row!, caller);
  });
}

/**
 * Ends a user's membership. Their sessions that shop for this customer lose the selection at once: their
 * next request is that of a user without this customer (a member of other companies chooses again).
 */
export async function removeMember(db: Db, caller: B2bCaller, userId: number): Promise<void> {
  assertMayManageCompany(caller);
  await db.transaction(async (tx) => {
    const membership = await lockedMembership(tx, caller, userId);
    if (membership.b2bAccountType === 'CUSTOMER_ADMIN') await assertAnotherAdminRemains(tx, caller, userId);
    await tx
      .delete(customerMemberships)
      .where(
        and(eq(customerMemberships.customerId, caller.customerId), eq(customerMemberships.userId, userId)),
      );
    await tx
      .update(sessions)
      .set({ selectedCustomerId: null })
      .where(and(eq(sessions.userId, userId), eq(sessions.selectedCustomerId, caller.customerId)));
  });
}

/** Whether the address already belongs to a member of the caller's customer. */
export async function isMemberEmail(db: DbOrTx, customerId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: customerMemberships.userId })
    .from(customerMemberships)
    .innerJoin(users, eq(users.id, customerMemberships.userId))
    .where(and(eq(customerMemberships.customerId, customerId), eq(sql`lower(${users.email})`, email)));
  return row !== undefined;
}
