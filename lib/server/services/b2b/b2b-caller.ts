import 'server-only';
import { b2bShoppingBlock } from '@/lib/server/auth/b2b-guard';
import { actsForAnyCustomer } from '@/lib/server/auth/roles';
import type { RequestContext, SelectedCustomer, SessionUser } from '@/lib/server/context';
import { AppError } from '@/lib/server/errors';
import { signedInUser } from '@/lib/server/services/catalog/product/signed-in-user';

/** A signed-in user acting for the session's selected customer, and what they may do there. */
export interface B2bCaller {
  user: SessionUser;
  customerId: number;
  /** A customer admin, or a dealer or superadmin acting for the customer: may change company data. */
  canManage: boolean;
  /** A dealer or superadmin (not a member): acts for the customer on the shop's side. */
  isStaff: boolean;
}

/**
 * The caller of a B2B endpoint: every record it reads or changes belongs to this customer, never to one
 * named by the request. Without a selected customer the caller is refused; a blocked customer too,
 * unless the endpoint serves the account settings (exempt from the B2B guard, routes.md).
 */
export async function b2bCallerOf(
  context: RequestContext,
  options: { allowBlocked?: boolean } = {},
): Promise<B2bCaller> {
  return b2bCallerOfUser(await signedInUser(context), options);
}

/** The same for a page, whose guard (requireB2bUser) already found the user. */
export function b2bCallerOfUser(user: SessionUser, options: { allowBlocked?: boolean } = {}): B2bCaller {
  const customer = user.selectedCustomer;
  if (!customer) {
    throw new AppError(b2bShoppingBlock(user) ?? 'CUSTOMER_NOT_SELECTED', undefined, { status: 403 });
  }
  if (customer.isBlocked && !options.allowBlocked) {
    throw new AppError('CUSTOMER_BLOCKED', undefined, { status: 403 });
  }
  return {
    user,
    customerId: customer.id,
    canManage: mayManageCompany({ ...user, selectedCustomer: customer }),
    isStaff: actsAsStaff(user, customer),
  };
}

function actsAsStaff(user: SessionUser, customer: SelectedCustomer): boolean {
  return customer.b2bAccountType === null && actsForAnyCustomer(user.roles);
}

/** The customer's admins, and a dealer or superadmin acting for it, manage the company and see its users. */
export function mayManageCompany(user: SessionUser & { selectedCustomer: SelectedCustomer }): boolean {
  const customer = user.selectedCustomer;
  return actsAsStaff(user, customer) || customer.b2bAccountType === 'CUSTOMER_ADMIN';
}

/** Changes to the company (users, invitations, delivery addresses) are for its admins and the shop's staff. */
export function assertMayManageCompany(caller: B2bCaller): void {
  if (!caller.canManage) throw new AppError('CUSTOMER_ADMIN_ONLY', undefined, { status: 403 });
}
