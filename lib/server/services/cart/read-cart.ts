import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/api/contract/cart';
import type { DbOrTx } from '@/lib/server/db';
import { cartItems } from '@/lib/server/db/schema';
import { getFreeShippingThreshold } from '@/lib/server/services/settings';
import type { CartShopper } from './cart-shopper';
import type { CartTerms } from './cart-terms';
import { buildCartView, type CartLine } from './cart-view';
import type { CartRow } from './load-cart';
import { loadVariantOffers } from './variant-offers';

async function cartLines(
  db: DbOrTx,
  cart: CartRow | null,
  shopper: CartShopper,
  terms: CartTerms,
): Promise<CartLine[]> {
  if (!cart) return [];
  const rows = await db
    .select({ id: cartItems.id, variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.id));
  const offers = await loadVariantOffers(
    db,
    rows.map((row) => row.variantId),
    { channel: shopper.channel, locale: shopper.locale, terms },
  );
  return rows.flatMap(({ id, variantId, quantity }) => {
    const offer = offers.get(variantId);
    return offer ? [{ id, quantity, offer }] : [];
  });
}

/** The view of a cart (or of an empty one when `cart` is null) priced for the shopper. */
export async function readCartView(
  db: DbOrTx,
  shopper: CartShopper,
  cart: CartRow | null,
  terms: CartTerms,
): Promise<Cart> {
  const [lines, threshold] = await Promise.all([
    cartLines(db, cart, shopper, terms),
    getFreeShippingThreshold(db, shopper.channel.id),
  ]);
  return buildCartView({ cart, lines, terms, channel: shopper.channel, freeShippingThreshold: threshold });
}
