import 'server-only';
import { and, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { addMembershipSchema } from '@/lib/api/contract/admin/b2b-accounts';
import { channels } from '@/lib/config/channels';
import type { B2bAccountType } from '@/lib/server/auth/roles';
import { enqueueMail } from '@/lib/server/mail-jobs';
import type { Db, DbOrTx } from '@/lib/server/db';
import { customerMemberships, sessions, users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { customerRow } from '../customers/customer-detail';
import { accessMail } from '../users/access-mail';
import { createShopMadeUser, SET_PASSWORD_LINK_DAYS, userIdByEmail } from '../users/shop-made-user';

type AddInput = z.output<typeof addMembershipSchema>;

/**
 * Gives a user access to a customer with an account type: the existing user of the e-mail, or a new
 * one (no password yet) who is e-mailed a set-password link; an existing user is told by e-mail too.
 */
export async function addMembership(db: Db, caller: AdminCaller, input: AddInput) {
  const result = await db.transaction(async (tx) => {
    const customer = await customerRow(tx, input.customer_id);
    const locale = channels[customer.channel].defaultLocale;
    const existing = await userIdByEmail(tx, input.email);
    const { userId, passwordToken } =
      existing !== null
        ? { userId: existing, passwordToken: null }
        : await createShopMadeUser(tx, {
            email: input.email,
            firstname: input.firstname,
            lastname: input.lastname,
            phone: '',
            locale,
          });
    const [added] = await tx
      .insert(customerMemberships)
      .values({ userId, customerId: customer.id, b2bAccountType: input.b2b_account_type })
      .onConflictDoNothing()
      .returning({ userId: customerMemberships.userId });
    if (!added) throw new AppError('ALREADY_MEMBER', undefined, { status: 409 });
    const [user] = await tx
      .select({ firstname: users.firstname, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    await recordAudit(tx, caller, {
      action: 'member-add',
      entityId: customer.id,
      summary: `${input.email} ${input.b2b_account_type}${passwordToken ? ' (new user)' : ''}`,
    });
    const recipient = {
      email: input.email.trim().toLowerCase(),
      firstname: user!.firstname,
      companyName: customer.name,
      locale: user!.locale ?? locale,
      channel: customer.channel,
    };
    await enqueueMail(tx, 'membership', () =>
      accessMail('memberAdded', recipient, passwordToken, SET_PASSWORD_LINK_DAYS),
    );
    return { userId, passwordToken };
  });
  return { user_id: result.userId, customer_id: input.customer_id, new_user: result.passwordToken !== null };
}

async function lockedMembership(tx: DbOrTx, customerId: number, userId: number) {
  const [row] = await tx
    .select({ type: customerMemberships.b2bAccountType })
    .from(customerMemberships)
    .where(and(eq(customerMemberships.customerId, customerId), eq(customerMemberships.userId, userId)))
    .for('update');
  if (!row) throw new AppError('MEMBER_NOT_FOUND', undefined, { status: 404 });
  return row;
}

/**
 * A customer with users keeps at least one admin (who manages its users and addresses in the shop); the
 * last one can be removed only together with everyone else.
 */
async function assertAnotherAdminOrAlone(tx: DbOrTx, customerId: number, userId: number, removing: boolean) {
  const others = (type?: B2bAccountType) =>
    tx
      .select({ n: count() })
      .from(customerMemberships)
      .where(
        and(
          eq(customerMemberships.customerId, customerId),
          ne(customerMemberships.userId, userId),
          type ? eq(customerMemberships.b2bAccountType, type) : undefined,
        ),
      );
  const [[admins], [members]] = await Promise.all([others('CUSTOMER_ADMIN'), others()]);
  if (admins!.n > 0 || (removing && members!.n === 0)) return;
  throw new AppError('LAST_CUSTOMER_ADMIN', undefined, { status: 409 });
}

export async function changeMembershipType(
  db: Db,
  caller: AdminCaller,
  key: { customerId: number; userId: number },
  type: B2bAccountType,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedMembership(tx, key.customerId, key.userId);
    if (current.type === type) return;
    if (current.type === 'CUSTOMER_ADMIN')
      await assertAnotherAdminOrAlone(tx, key.customerId, key.userId, false);
    await tx
      .update(customerMemberships)
      .set({ b2bAccountType: type })
      .where(
        and(eq(customerMemberships.customerId, key.customerId), eq(customerMemberships.userId, key.userId)),
      );
    await recordAudit(tx, caller, {
      action: 'member-type',
      entityId: key.customerId,
      summary: `user #${key.userId}: ${current.type} → ${type}`,
    });
  });
}

/** Takes the user's access to the customer away; sessions shopping for it choose again. */
export async function removeMembership(
  db: Db,
  caller: AdminCaller,
  key: { customerId: number; userId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedMembership(tx, key.customerId, key.userId);
    if (current.type === 'CUSTOMER_ADMIN')
      await assertAnotherAdminOrAlone(tx, key.customerId, key.userId, true);
    await tx
      .delete(customerMemberships)
      .where(
        and(eq(customerMemberships.customerId, key.customerId), eq(customerMemberships.userId, key.userId)),
      );
    await tx
      .update(sessions)
      .set({ selectedCustomerId: null })
      .where(and(eq(sessions.userId, key.userId), eq(sessions.selectedCustomerId, key.customerId)));
    await recordAudit(tx, caller, {
      action: 'member-remove',
      entityId: key.customerId,
      summary: `user #${key.userId}`,
    });
  });
}
