import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { cartItems, carts } from '@/lib/server/db/schema';

/** Sets a line of the cart to `quantity` pieces, starting the line when there is none. */
export async function setLineQuantity(db: DbOrTx, cartId: number, variantId: number, quantity: number) {
  await db
    .insert(cartItems)
    .values({ cartId, variantId, quantity })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.variantId], set: { quantity } });
}

/** Marks the cart as changed now (abandoned carts are told apart by it). */
export async function touchCart(db: DbOrTx, cartId: number) {
  await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
