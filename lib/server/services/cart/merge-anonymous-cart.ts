import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { ChannelId } from '@/lib/config/channels';
import type { Db, DbOrTx } from '@/lib/server/db';
import { cartItems, carts, variants } from '@/lib/server/db/schema';
import { findVisitorCart, lockCartOwner, openUserCart } from './load-cart';
import { largestAllowedQuantity, type QuantityLimits } from './quantity-rules';

async function itemsOf(tx: DbOrTx, cartId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return new Map(rows.map((row) => [row.variantId, row.quantity]));
}

async function limitsOf(tx: DbOrTx, variantIds: number[]): Promise<Map<number, QuantityLimits>> {
  if (variantIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: variants.id,
      minQuantity: variants.minQuantity,
      stepQuantity: variants.stepQuantity,
      stock: variants.stock,
      backorder: variants.backorder,
    })
    .from(variants)
    .where(inArray(variants.id, variantIds));
  return new Map(
    rows.map(({ id, ...limits }) => [
      id,
      {
        ...limits,
        minQuantity: Math.max(1, limits.minQuantity),
        stepQuantity: Math.max(1, limits.stepQuantity),
      },
    ]),
  );
}

/**
 * At login: moves the anonymous cart of `tokenHash` (see `cartTokenHash`) in `channel` into the user's
 * cart for the selected customer (null = B2C) and deletes it. Quantities of the same variant add up, cut
 * down to the largest quantity the variant's rules allow (maximum, stock without backorder, minimum and
 * steps); a line the user already had never shrinks. Returns the user's cart id, or null when there was
 * no anonymous cart to merge.
 */
export async function mergeAnonymousCart(
  db: Db,
  tokenHash: string,
  userId: number,
  customerId: number | null,
  channel: ChannelId,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockCartOwner(tx, { kind: 'visitor', tokenHash });
    const anonymous = await findVisitorCart(tx, tokenHash, channel);
    if (!anonymous) return null;
    const userCart = await openUserCart(tx, userId, customerId, channel);
    const [incoming, own] = [await itemsOf(tx, anonymous.id), await itemsOf(tx, userCart.id)];
    const limits = await limitsOf(tx, [...incoming.keys()]);
    for (const [variantId, quantity] of incoming) {
      const variantLimits = limits.get(variantId);
      if (!variantLimits) continue;
      const current = own.get(variantId) ?? 0;
      const merged = Math.max(current, largestAllowedQuantity(current + quantity, variantLimits));
      if (merged === current) continue;
      await tx
        .insert(cartItems)
        .values({ cartId: userCart.id, variantId, quantity: merged })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.variantId], set: { quantity: merged } });
    }
    await tx.delete(carts).where(eq(carts.id, anonymous.id));
    await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.id, userCart.id));
    return userCart.id;
  });
}
