import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PendingInvitation } from '@/lib/api/contract/b2b-users';
import type { DbOrTx } from '@/lib/server/db';
import { customerInvitations, users } from '@/lib/server/db/schema';
import type { B2bCaller } from './b2b-caller';

export type InvitationRow = typeof customerInvitations.$inferSelect;

export function invitationView(
  row: InvitationRow,
  invitedBy: string | null,
  now = new Date(),
): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    b2b_account_type: row.b2bAccountType,
    expires_at: row.expiresAt.toISOString(),
    is_expired: row.expiresAt.getTime() <= now.getTime(),
    invited_by: invitedBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** The invitations of the caller's customer not accepted yet (expired ones too: they can be sent again). */
export async function pendingInvitations(db: DbOrTx, caller: B2bCaller): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      invitation: customerInvitations,
      invitedBy: sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
    })
    .from(customerInvitations)
    .leftJoin(users, eq(users.id, customerInvitations.invitedByUserId))
    .where(and(eq(customerInvitations.customerId, caller.customerId), isNull(customerInvitations.acceptedAt)))
    .orderBy(asc(customerInvitations.createdAt), asc(customerInvitations.id));
  return rows.map((row) => invitationView(row.invitation, row.invitedBy));
}
