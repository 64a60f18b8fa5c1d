import 'server-only';
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { AuthUser, SelectableCustomer } from '@/lib/api/contract/auth';
import type { Locale } from '@/lib/config/locales';
import { actsForAnyCustomer, hasAdminMenu } from '@/lib/server/auth/roles';
import type { SessionUser } from '@/lib/server/auth/session-user';
import type { DbOrTx } from '@/lib/server/db';
import { customerMemberships, customers, sessions, users } from '@/lib/server/db/schema';

/**
 * The user's own companies (spec §3 `customers`), and the one a dealer or superadmin acts for now. Dealers
 * may choose any customer, but find them by searching (searchSelectableCustomers): a shop's thousands of
 * customers do not belong in every answer about the user.
 */
export async function ownCustomers(db: DbOrTx, user: SessionUser): Promise<SelectableCustomer[]> {
  const membership = and(
    eq(customerMemberships.customerId, customers.id),
    eq(customerMemberships.userId, user.id),
  );
  const actedFor = user.selectedCustomer?.b2bAccountType === null ? user.selectedCustomer.id : null;
  return db
    .select({
      id: customers.id,
      name: customers.name,
      name_short: customers.nameShort,
      b2b_account_type: customerMemberships.b2bAccountType,
    })
    .from(customers)
    .leftJoin(customerMemberships, membership)
    .where(
      or(isNotNull(customerMemberships.userId), actedFor === null ? undefined : eq(customers.id, actedFor)),
    )
    .orderBy(asc(customers.name), asc(customers.id));
}

/** The user as the frame sees it (spec §3), with the permissions it shows or hides things by. */
export async function authUserView(db: DbOrTx, user: SessionUser): Promise<AuthUser> {
  const customerList = await ownCustomers(db, user);
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
    selected_customer: selected
      ? { id: selected.id, name: selected.name, is_vat_payer: selected.isVatPayer }
      : null,
    customers: customerList,
    can_select_customer: actsForAny || user.membershipsCount > 1,
    must_select_customer: isMember && selected === null && !actsForAny,
    has_admin_menu: hasAdminMenu(user.roles),
    is_customer_admin: selected?.b2bAccountType === 'CUSTOMER_ADMIN',
  };
}

/** A member may act for their own companies, a dealer or superadmin for any existing one (spec §6). */
async function maySelect(db: DbOrTx, user: SessionUser, customerId: number): Promise<boolean> {
  if (actsForAnyCustomer(user.roles)) {
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId));
    return customer !== undefined;
  }
  const [membership] = await db
    .select({ customerId: customerMemberships.customerId })
    .from(customerMemberships)
    .where(and(eq(customerMemberships.userId, user.id), eq(customerMemberships.customerId, customerId)));
  return membership !== undefined;
}

/**
 * Makes `customerId` the customer the user's session shops for. Other sessions of the user (another
 * browser) keep theirs. Returns false when the user may not act for that customer.
 */
export async function selectCustomer(db: DbOrTx, user: SessionUser, customerId: number): Promise<boolean> {
  if (!(await maySelect(db, user, customerId))) return false;
  await db
    .update(sessions)
    .set({ selectedCustomerId: customerId })
    .where(eq(sessions.tokenHash, user.sessionTokenHash));
  return true;
}

export async function setUserLocale(db: DbOrTx, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}
