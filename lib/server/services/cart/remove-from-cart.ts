import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { CartResponse, RemoveFromCartRequest } from '@/lib/api/contract/cart';
import type { Db } from '@/lib/server/db';
import { cartItems, carts } from '@/lib/server/db/schema';
import { cartError } from './cart-errors';
import { cartResponse } from './cart-response';
import type { CartShopper } from './cart-shopper';
import { cartTermsOf } from './cart-terms';
import { findCart } from './load-cart';

/** Removes the variant's whole line from the shopper's cart. */
export async function removeFromCart(
  db: Db,
  shopper: CartShopper,
  input: RemoveFromCartRequest,
): Promise<CartResponse> {
  const cart = await findCart(db, shopper);
  if (!cart) throw cartError('CART_ITEM_NOT_FOUND');
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.variantId, input.item_variant_id)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw cartError('CART_ITEM_NOT_FOUND');
  await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cart.id));
  return cartResponse(db, shopper, cart, await cartTermsOf(db, shopper.user), false);
}
