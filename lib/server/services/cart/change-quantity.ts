import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { CartWithShippingsAndPaymentsResponse } from '@/lib/api/contract/cart';
import type { ChangeQuantityRequest } from '@/lib/api/contract/checkout';
import type { Db } from '@/lib/server/db';
import { cartItems } from '@/lib/server/db/schema';
import { assertBuyable } from './add-to-cart';
import { cartError } from './cart-errors';
import { cartOwnerOf, type CartShopper } from './cart-shopper';
import { checkoutResponse, openCheckout, updateCart } from './checkout-cart';
import { lockCartOwner } from './load-cart';
import { assertLineQuantity } from './quantity-rules';
import { loadVariantOffers } from './variant-offers';

/** Sets the quantity of a line already in the cart, under the same rules as adding to it. */
export async function changeQuantity(
  db: Db,
  shopper: CartShopper,
  input: ChangeQuantityRequest,
): Promise<CartWithShippingsAndPaymentsResponse> {
  const checkout = await openCheckout(db, shopper, { requireItems: false, missing: 'CART_ITEM_NOT_FOUND' });
  const lineOf = (cartId: number) =>
    and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, input.item_variant_id));
  const [line] = await db.select({ id: cartItems.id }).from(cartItems).where(lineOf(checkout.cart.id));
  if (!line) throw cartError('CART_ITEM_NOT_FOUND');
  const shop = { channel: shopper.channel, locale: shopper.locale, terms: checkout.terms };
  const offer = (await loadVariantOffers(db, [input.item_variant_id], shop)).get(input.item_variant_id);
  assertBuyable(offer);
  assertLineQuantity(input.quantity, offer);
  await db.transaction(async (tx) => {
    await lockCartOwner(tx, cartOwnerOf(shopper));
    await tx.update(cartItems).set({ quantity: input.quantity }).where(lineOf(checkout.cart.id));
    await updateCart(tx, checkout.cart.id, {});
  });
  return checkoutResponse(db, shopper, checkout);
}
