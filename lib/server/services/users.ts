import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { AuthUser, SelectableCustomer } from '@/lib/api/contract/auth';
import type { Locale } from '@/lib/config/locales';
import { actsForAnyCustomer, hasAdminMenu } from '@/lib/server/auth/roles';
import type { SessionUser } from '@/lib/server/auth/session-user';
import type { DbOrTx } from '@/lib/server/db';
import { customerMemberships, customers, sessions, users } from '@/lib/server/db/schema';

/** Members choose among their customers; dealers and superadmins among all (spec §6). */
export async function selectableCustomers(db: DbOrTx, user: SessionUser): Promise<SelectableCustomer[]> {
  const membership = and(
    eq(customerMemberships.customerId, customers.id),
    eq(customerMemberships.userId, user.id),
  );
  const columns = {
    id: customers.id,
    name: customers.name,
    name_short: customers.nameShort,
    b2b_account_type: customerMemberships.b2bAccountType,
  };
  if (actsForAnyCustomer(user.roles)) {
    return db
      .select(columns)
      .from(customers)
      .leftJoin(customerMemberships, membership)
      .orderBy(asc(customers.name), asc(customers.id));
  }
  return db
    .select(columns)
    .from(customers)
    .innerJoin(customerMemberships, membership)
    .orderBy(asc(customers.name), asc(customers.id));
}

/** The user as the frame sees it (spec §3), with the permissions it shows or hides things by. */
export async function authUserView(db: DbOrTx, user: SessionUser): Promise<AuthUser> {
  const customerList = await selectableCustomers(db, user);
  const selected = user.selectedCustomer;
  const actsForAny = actsForAnyCustomer(user.roles);
  const isMember = user.membershipsCount > 0;
  return {
    username: user.email,
    customer_name: selected?.name ?? null,
    customer_name_short: selected?.nameShort ?? null,
    show_price_without_vat: user.showPriceWithoutVat,
    is_registered_for_newsletter: user.isRegisteredForNewsletter,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone,
    roles: user.roles,
    b2b_account_type: selected?.b2bAccountType ?? null,
    is_b2b: isMember || (actsForAny && selected !== null),
    // Spec §3: deposits apply unless a customer is selected that is exempt from them.
    has_deposit: selected?.hasDeposit ?? true,
    selected_customer: selected ? { id: selected.id, name: selected.name } : null,
    customers: customerList,
    can_select_customer: actsForAny || customerList.length > 1,
    must_select_customer: isMember && selected === null && !actsForAny,
    has_admin_menu: hasAdminMenu(user.roles),
    is_customer_admin: selected?.b2bAccountType === 'CUSTOMER_ADMIN',
  };
}

/**
 * Makes `customerId` the customer the user's session shops for: one of their own, or any for a dealer or
 * superadmin (spec §6). Other sessions of the user (another browser) keep theirs. Returns false when the
 * user may not act for that customer.
 */
export async function selectCustomer(db: DbOrTx, user: SessionUser, customerId: number): Promise<boolean> {
  const allowed = await selectableCustomers(db, user);
  if (!allowed.some((customer) => customer.id === customerId)) return false;
  await db
    .update(sessions)
    .set({ selectedCustomerId: customerId })
    .where(eq(sessions.tokenHash, user.sessionTokenHash));
  return true;
}

export async function setUserLocale(db: DbOrTx, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}
