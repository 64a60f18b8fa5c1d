import 'server-only';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@/lib/server/auth/session-user';
import type { DbOrTx } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { ordersInScope, orderScopeOf } from '@/lib/server/services/account/order-scope';
import type { OrderRow } from '@/lib/server/services/orders/order-access';

export interface ReturnOrderKey {
  orderNumber: string;
  email: string;
}

/** The signed-in shopper's own orders (or their customer's), or nothing for a visitor or a blocked member. */
function ownOrders(user: SessionUser | null): SQL | null {
  if (!user) return null;
  try {
    return ordersInScope(orderScopeOf(user));
  } catch {
    return null;
  }
}

/**
 * The order a return is asked for: the number with the e-mail it was placed with, or a signed-in
 * shopper's own order by its number. A wrong e-mail answers exactly as an unknown number (one query, one
 * 404), so the form tells nobody which order numbers exist. `lock` holds the order until the transaction
 * ends, so two requests for the same lines are counted one after the other.
 */
export async function findReturnOrder(
  db: DbOrTx,
  key: ReturnOrderKey,
  user: SessionUser | null,
  { lock = false }: { lock?: boolean } = {},
): Promise<OrderRow> {
  const emailMatches = sql`lower(${orders.billingAddress}->>'email') = ${key.email.toLowerCase()}`;
  const own = ownOrders(user);
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.number, key.orderNumber), own ? or(emailMatches, own) : emailMatches))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('RETURN_ORDER_NOT_FOUND', undefined, { status: 404 });
  return row;
}
