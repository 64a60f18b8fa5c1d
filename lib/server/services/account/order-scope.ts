import 'server-only';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@/lib/server/auth/session-user';
import { orders } from '@/lib/server/db/schema';
import { assertMayShopForCustomer } from '@/lib/server/services/customer-access';

/** Whose orders a user sees: the customer they shop for (member, dealer or superadmin), or their own. */
export type OrderScope = { kind: 'customer'; customerId: number } | { kind: 'user'; userId: number };

/**
 * A user shopping for a customer sees that customer's orders, whoever of the company placed them; a
 * consumer sees the orders they placed for nobody. A member who has not chosen a customer yet, or whose
 * customer is blocked, sees none (403, as the B2B guard sends them elsewhere).
 */
export function orderScopeOf(user: SessionUser): OrderScope {
  assertMayShopForCustomer(user);
  return user.selectedCustomer
    ? { kind: 'customer', customerId: user.selectedCustomer.id }
    : { kind: 'user', userId: user.id };
}

/** The condition on `orders` that keeps the scope's orders. */
export function ordersInScope(scope: OrderScope): SQL {
  return scope.kind === 'customer'
    ? eq(orders.customerId, scope.customerId)
    : and(eq(orders.userId, scope.userId), isNull(orders.customerId))!;
}
