import 'server-only';
import { eq, gt, and, sql } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/api/contract/order';
import type { Db, Tx } from '@/lib/server/db';
import { orderItems, orders, orderStatusHistory } from '@/lib/server/db/schema';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { orderActorUserId, type OrderActor } from './order-actor';
import { orderError } from './order-errors';
import { changeStock } from './order-stock';

/** new → confirmed → shipped → delivered; an order not yet shipped can be cancelled. */
const nextStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatuses[from].includes(to);
}

export interface ChangeOrderStatusInput {
  orderId: number;
  status: OrderStatus;
  note?: string;
}

/** Locks the order's row for the change; 404 when there is no such order. */
export async function lockOrder(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw orderError('ORDER_NOT_FOUND');
  return order;
}

/** A cancel puts back the pieces the order took from stock (what was on backorder was never taken). */
async function returnStock(tx: Tx, orderId: number): Promise<void> {
  const rows = await tx
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantityFromStock })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), gt(orderItems.quantityFromStock, 0)));
  const returned = new Map<number, number>();
  for (const row of rows) {
    if (row.variantId === null) continue;
    returned.set(row.variantId, (returned.get(row.variantId) ?? 0) + row.quantity);
  }
  await changeStock(tx, returned);
}

/**
 * Moves an order already locked in `tx` (see `lockOrder`) to `status` when the transition is allowed
 * (otherwise ORDER_STATUS_NOT_ALLOWED, 422) and records it in the history with the user who did it.
 * Cancelling returns stock: the caller expires the catalog cache after the commit.
 */
export async function applyOrderStatus(
  tx: Tx,
  order: typeof orders.$inferSelect,
  change: { status: OrderStatus; note?: string; changedByUserId: number | null },
): Promise<void> {
  if (!canChangeStatus(order.status, change.status)) {
    throw orderError('ORDER_STATUS_NOT_ALLOWED', { status: [`${order.status}→${change.status}`] });
  }
  if (change.status === 'cancelled') await returnStock(tx, order.id);
  await tx
    .update(orders)
    .set({ status: change.status, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: change.status,
    changedByUserId: change.changedByUserId,
    note: change.note ?? '',
  });
}

/** Moves an order to `status` in its own transaction (see `applyOrderStatus`). */
export async function changeOrderStatus(
  db: Db,
  actor: OrderActor,
  input: ChangeOrderStatusInput,
): Promise<{ status: OrderStatus }> {
  const changedByUserId = orderActorUserId(actor);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    await applyOrderStatus(tx, order, { status: input.status, note: input.note, changedByUserId });
  });
  if (input.status === 'cancelled') expireCacheTag(cacheTags.catalog);
  return { status: input.status };
}
