import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ReturnableLine } from '@/lib/api/contract/returns';
import type { DbOrTx } from '@/lib/server/db';
import { orderItems, returnRequestItems, returnRequests } from '@/lib/server/db/schema';
import type { OrderRow } from '@/lib/server/services/orders/order-access';

/**
 * Each line of the order with what may still be returned: ordered minus what earlier requests claim
 * (a rejected request gives its pieces back). Nothing of a cancelled order was delivered to return.
 */
export async function returnableLines(db: DbOrTx, order: OrderRow): Promise<ReturnableLine[]> {
  const claimed = db
    .select({
      orderItemId: returnRequestItems.orderItemId,
      quantity: sql<number>`sum(${returnRequestItems.quantity})::int`.as('claimed_quantity'),
    })
    .from(returnRequestItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestItems.returnRequestId))
    .where(and(eq(returnRequests.orderId, order.id), ne(returnRequests.state, 'rejected')))
    .groupBy(returnRequestItems.orderItemId)
    .as('claimed');
  const rows = await db
    .select({
      id: orderItems.id,
      code: orderItems.code,
      name: orderItems.name,
      ordered: orderItems.quantity,
      claimed: sql<number>`coalesce(${claimed.quantity}, 0)`,
    })
    .from(orderItems)
    .leftJoin(claimed, eq(claimed.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const cancelled = order.status === 'cancelled';
  return rows.map(({ claimed: taken, ...line }) => ({
    ...line,
    returnable: cancelled ? 0 : Math.max(0, line.ordered - Number(taken)),
  }));
}
