import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderReturn } from '@/lib/api/contract/returns';
import type { DbOrTx } from '@/lib/server/db';
import { orderItems, returnRequestItems, returnRequests } from '@/lib/server/db/schema';

type ReturnRow = typeof returnRequests.$inferSelect;

async function linesOf(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, OrderReturn['lines']>();
  const rows = await db
    .select({
      returnId: returnRequestItems.returnRequestId,
      code: orderItems.code,
      name: orderItems.name,
      quantity: returnRequestItems.quantity,
    })
    .from(returnRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
    .where(inArray(returnRequestItems.returnRequestId, [...ids]))
    .orderBy(asc(orderItems.id));
  const byReturn = new Map<number, OrderReturn['lines']>();
  for (const { returnId, ...line } of rows) {
    byReturn.set(returnId, [...(byReturn.get(returnId) ?? []), line]);
  }
  return byReturn;
}

/** Return requests as the order pages and the confirmation show them, each with its lines. */
export async function presentReturns(db: DbOrTx, rows: readonly ReturnRow[]): Promise<OrderReturn[]> {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    state: row.state,
    reason: row.reason,
    note: row.note,
    iban: row.iban,
    created_at: row.createdAt.toISOString(),
    lines: lines.get(row.id) ?? [],
  }));
}

/** The order's return requests, oldest first: its page in the account and in the administration. */
export async function orderReturns(db: DbOrTx, orderId: number): Promise<OrderReturn[]> {
  const rows = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id));
  return presentReturns(db, rows);
}
