import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PendingInvitation } from '@/lib/api/contract/b2b-users';
import { shopOrigin } from '@/lib/config/shop-origins';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { B2bAccountType } from '@/lib/server/auth/roles';
import { hashSessionToken, newSessionToken } from '@/lib/server/auth/session-token';
import type { Db, DbOrTx } from '@/lib/server/db';
import { customerInvitations, customers } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { enqueueMail } from '@/lib/server/mail-jobs';
import { invitationMail } from '@/lib/server/mail/templates/customer-invitation';
import { assertMayManageCompany, type B2bCaller } from './b2b-caller';
import { isMemberEmail } from './company-users';
import { invitationView, type InvitationRow } from './invitation-list';

/** An invitation link works for 7 days. */
export const INVITATION_VALID_DAYS = 7;
const DAY_MS = 86_400_000;

/** Where the e-mail sends the invitee: the acceptance page of the shop the invitation was made in. */
export interface InvitationShop {
  channel: Channel;
  locale: Locale;
}

function acceptUrl(shop: InvitationShop, token: string): string {
  const path = getPathname({ href: { pathname: '/b2b/pozvanka', query: { token } }, locale: shop.locale });
  return shopOrigin(shop.channel.id) + path;
}

function inviterName(caller: B2bCaller): string {
  return `${caller.user.firstname} ${caller.user.lastname}`.trim() || caller.user.email;
}

function newTokenValues() {
  const token = newSessionToken();
  return {
    token,
    values: {
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS),
    },
  };
}

/**
 * The e-mail that carries the invitation's token (the database keeps only its hash), written in the
 * transaction that stores the token.
 */
async function queueInvitationMail(
  db: DbOrTx,
  caller: B2bCaller,
  row: InvitationRow,
  token: string,
  shop: InvitationShop,
): Promise<PendingInvitation> {
  const [customer] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, row.customerId));
  await enqueueMail(db, 'invitation', () =>
    invitationMail(shop.locale, {
      to: row.email,
      companyName: customer!.name,
      inviter: inviterName(caller),
      role: row.b2bAccountType,
      url: acceptUrl(shop, token),
      expiresAt: row.expiresAt,
    }),
  );
  return invitationView(row, inviterName(caller));
}

async function pendingFor(db: DbOrTx, customerId: number, email: string) {
  const [row] = await db
    .select()
    .from(customerInvitations)
    .where(
      and(
        eq(customerInvitations.customerId, customerId),
        eq(sql`lower(${customerInvitations.email})`, email),
        isNull(customerInvitations.acceptedAt),
      ),
    );
  return row;
}

/**
 * Invites a colleague to the caller's customer with a role: the row keeps only the token's hash, the
 * e-mail carries the token. A member cannot be invited again; an address invited already is sent again
 * (with a new link) rather than twice.
 */
export async function inviteColleague(
  db: Db,
  caller: B2bCaller,
  input: { email: string; b2b_account_type: B2bAccountType },
  shop: InvitationShop,
): Promise<PendingInvitation> {
  assertMayManageCompany(caller);
  const email = input.email.trim().toLowerCase();
  if (await isMemberEmail(db, caller.customerId, email)) {
    throw new AppError('ALREADY_MEMBER', undefined, { status: 409 });
  }
  const existing = await pendingFor(db, caller.customerId, email);
  if (existing && existing.expiresAt.getTime() > Date.now()) {
    throw new AppError('INVITATION_PENDING', undefined, { status: 409 });
  }
  const { token, values } = newTokenValues();
  return db.transaction(async (tx) => {
    if (existing) await tx.delete(customerInvitations).where(eq(customerInvitations.id, existing.id));
    const [row] = await tx
      .insert(customerInvitations)
      .values({
        ...values,
        customerId: caller.customerId,
        email,
        b2bAccountType: input.b2b_account_type,
        invitedByUserId: caller.user.id,
      })
      .returning();
    return queueInvitationMail(tx, caller, row!, token, shop);
  });
}

/** A pending invitation of the caller's customer; any other id, another customer's included, is not found. */
async function ownPending(db: DbOrTx, caller: B2bCaller, id: number): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(customerInvitations)
    .where(
      and(
        eq(customerInvitations.id, id),
        eq(customerInvitations.customerId, caller.customerId),
        isNull(customerInvitations.acceptedAt),
      ),
    );
  if (!row) throw new AppError('INVITATION_NOT_FOUND', undefined, { status: 404 });
  return row;
}

/** Sends the invitation again with a new link valid 7 days; the previous link stops working. */
export async function resendInvitation(
  db: Db,
  caller: B2bCaller,
  id: number,
  shop: InvitationShop,
): Promise<PendingInvitation> {
  assertMayManageCompany(caller);
  const pending = await ownPending(db, caller, id);
  const { token, values } = newTokenValues();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customerInvitations)
      .set(values)
      .where(eq(customerInvitations.id, pending.id))
      .returning();
    return queueInvitationMail(tx, caller, row!, token, shop);
  });
}

export async function cancelInvitation(db: Db, caller: B2bCaller, id: number): Promise<void> {
  assertMayManageCompany(caller);
  const row = await ownPending(db, caller, id);
  await db.delete(customerInvitations).where(eq(customerInvitations.id, row.id));
}
