import 'server-only';
import { eq } from 'drizzle-orm';
import type { ApproveRegistrationResponse } from '@/lib/api/contract/admin/registrations';
import { enqueueMail } from '@/lib/server/mail-jobs';
import type { Db, DbOrTx } from '@/lib/server/db';
import { addresses, b2bRegistrations, customerMemberships, customers } from '@/lib/server/db/schema';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { accessMail } from '../users/access-mail';
import { createShopMadeUser, SET_PASSWORD_LINK_DAYS, userIdByEmail } from '../users/shop-made-user';
import { applicantOf, lockPendingRegistration, type RegistrationRow } from './registration-decision';
import { registrationDetail } from './registration-list';

/**
 * The company of the application becomes a B2B customer of the shop it applied in, with its address as
 * billing and delivery address. The partner-discount window starts now; a dealer who approves becomes
 * the customer's dealer.
 */
async function createCustomer(tx: DbOrTx, row: RegistrationRow, caller: AdminCaller, now: Date) {
  const [customer] = await tx
    .insert(customers)
    .values({
      name: row.companyName,
      companyId: row.companyId,
      taxId: row.taxId,
      vatId: row.vatId,
      isVatPayer: row.isVatPayer,
      isB2b: true,
      country: row.country,
      channel: row.channel,
      email: row.email,
      phone: row.phone,
      dealerUserId: caller.user.roles.includes('ROLE_DEALER') ? caller.user.id : null,
      approvedAt: now,
    })
    .returning({ id: customers.id });
  await tx.insert(addresses).values({
    customerId: customer!.id,
    isBilling: true,
    isDelivery: true,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.companyName,
    street: row.street,
    city: row.city,
    zip: row.zip,
    country: row.country,
    phone: row.phone,
    email: row.email,
  });
  return customer!.id;
}

/** The applicant's account: theirs if the address has one already, else a new one with a set-password link. */
async function customerAdmin(tx: DbOrTx, row: RegistrationRow, now: Date) {
  const existing = await userIdByEmail(tx, row.email);
  if (existing !== null) return { userId: existing, passwordToken: null };
  return createShopMadeUser(
    tx,
    {
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      phone: row.phone,
      locale: row.locale,
    },
    now,
  );
}

/**
 * Approves a pending application: customer, its CUSTOMER_ADMIN (a new user, or the existing user of
 * that e-mail), the decision and the audit entry commit together; the applicant's e-mail goes after.
 */
export async function approveRegistration(
  db: Db,
  caller: AdminCaller,
  id: number,
  now = new Date(),
): Promise<ApproveRegistrationResponse> {
  const result = await db.transaction(async (tx) => {
    const row = await lockPendingRegistration(tx, id);
    const customerId = await createCustomer(tx, row, caller, now);
    const { userId, passwordToken } = await customerAdmin(tx, row, now);
    await tx.insert(customerMemberships).values({ userId, customerId, b2bAccountType: 'CUSTOMER_ADMIN' });
    await tx
      .update(b2bRegistrations)
      .set({ status: 'approved', customerId, decidedByUserId: caller.user.id, decidedAt: now })
      .where(eq(b2bRegistrations.id, id));
    await recordAudit(tx, caller, {
      action: 'approve',
      entityId: id,
      summary: `${row.companyName} → customer #${customerId}, user #${userId}${passwordToken ? ' (new)' : ''}`,
    });
    await enqueueMail(tx, 'registration-decision', () =>
      accessMail('companyApproved', applicantOf(row), passwordToken, SET_PASSWORD_LINK_DAYS),
    );
    return { customerId, userId, newUser: passwordToken !== null };
  });
  const { customerId, userId, newUser } = result;
  return {
    registration: await registrationDetail(db, id),
    customer_id: customerId,
    user_id: userId,
    new_user: newUser,
  };
}
