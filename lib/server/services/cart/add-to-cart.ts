import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AddToCartRequest, CartResponse } from '@/lib/api/contract/cart';
import type { Db } from '@/lib/server/db';
import { cartItems } from '@/lib/server/db/schema';
import { assertMayShopForCustomer } from '@/lib/server/services/customer-access';
import { cartError } from './cart-errors';
import { setLineQuantity, touchCart } from './cart-lines';
import { cartResponse } from './cart-response';
import type { CartShopper } from './cart-shopper';
import { cartTermsOf } from './cart-terms';
import { openCart } from './load-cart';
import { assertLineQuantity } from './quantity-rules';
import { loadVariantOffers, type VariantOffer } from './variant-offers';

export interface CartChange {
  body: CartResponse;
  /** The token of an anonymous cart this call created: the caller sets it as the cart cookie. */
  newCartToken: string | null;
}

export function assertBuyable(offer: VariantOffer | undefined): asserts offer is VariantOffer {
  if (!offer) throw cartError('VARIANT_NOT_FOUND');
  if (!offer.isActive) throw cartError('VARIANT_NOT_AVAILABLE');
  if (offer.unitNet === null) throw cartError('PRICE_NOT_AVAILABLE');
}

/**
 * Adds `quantity` pieces of a variant to the shopper's cart (creating the cart on the first add); the
 * line's resulting quantity must keep the variant's minimum, step and stock rules.
 */
export async function addToCart(db: Db, shopper: CartShopper, input: AddToCartRequest): Promise<CartChange> {
  if (shopper.user) assertMayShopForCustomer(shopper.user);
  const terms = await cartTermsOf(db, shopper.user);
  const shop = { channel: shopper.channel, locale: shopper.locale, terms };
  const offer = (await loadVariantOffers(db, [input.item_variant_id], shop)).get(input.item_variant_id);
  assertBuyable(offer);

  const opened = await db.transaction(async (tx) => {
    const { cart, newToken } = await openCart(tx, shopper);
    const [line] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.variantId, offer.variantId)));
    const quantity = (line?.quantity ?? 0) + input.quantity;
    assertLineQuantity(quantity, offer, line?.quantity ?? 0);
    await setLineQuantity(tx, cart.id, offer.variantId, quantity);
    await touchCart(tx, cart.id);
    return { cart, newToken };
  });

  const body = await cartResponse(
    db,
    shopper,
    opened.cart,
    terms,
    input.fetch_shippings_and_payments ?? false,
  );
  return { body, newCartToken: opened.newToken };
}
