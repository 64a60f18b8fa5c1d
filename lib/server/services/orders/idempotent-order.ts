import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { carts, orders } from '@/lib/server/db/schema';
import type { CartOwner } from '@/lib/server/services/cart/cart-shopper';
import { orderError } from './order-errors';

export interface PlacedOrder {
  id: number;
  number: string;
  token: string;
  locale: 'sk' | 'cs' | 'en';
  paymentType: typeof orders.$inferSelect.paymentType;
}

const placedOrderColumns = {
  id: orders.id,
  number: orders.number,
  token: orders.token,
  locale: orders.locale,
  paymentType: orders.paymentType,
  userId: orders.userId,
  customerId: orders.customerId,
  cartTokenHash: carts.tokenHash,
};

function isOwnOrder(
  order: { userId: number | null; customerId: number | null; cartTokenHash: string | null },
  owner: CartOwner,
): boolean {
  if (owner.kind === 'user') return order.userId === owner.userId && order.customerId === owner.customerId;
  return order.userId === null && owner.tokenHash !== null && order.cartTokenHash === owner.tokenHash;
}

/**
 * The order an earlier submit with this `Idempotency-Key` placed, or null when there is none. The key
 * belongs to the shopper who used it: another shopper's key, or a key sent again with a new cart that
 * has items, is refused (409) rather than answered with someone else's order or silently ignored.
 */
export async function findIdempotentOrder(
  tx: DbOrTx,
  key: string,
  owner: CartOwner,
  openCartHasItems: boolean,
): Promise<PlacedOrder | null> {
  const [order] = await tx
    .select(placedOrderColumns)
    .from(orders)
    .leftJoin(carts, eq(carts.id, orders.cartId))
    .where(eq(orders.idempotencyKey, key));
  if (!order) return null;
  if (!isOwnOrder(order, owner) || openCartHasItems) throw orderError('IDEMPOTENCY_KEY_REUSED');
  return {
    id: order.id,
    number: order.number,
    token: order.token,
    locale: order.locale,
    paymentType: order.paymentType,
  };
}

/** A unique violation of the key (two shoppers sending one key at once): the second is refused. */
export function isIdempotencyKeyConflict(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const details = cause as Error & { code?: string; constraint_name?: string; constraint?: string };
    const constraint = details.constraint_name ?? details.constraint ?? '';
    if (details.code === '23505' && constraint.includes('idempotency_key')) return true;
  }
  return false;
}
