import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/api/contract/cart';
import type { DbOrTx } from '@/lib/server/db';
import { cartItems } from '@/lib/server/db/schema';
import { getFreeShippingThreshold } from '@/lib/server/services/settings';
import { listSavedAddresses } from './cart-addresses';
import { cartDiscountCodesOf, getMaxCartDiscountPercent } from './cart-discount-codes';
import type { CartShopper } from './cart-shopper';
import type { CartTerms } from './cart-terms';
import { buildCartView, type CartLine, type CartViewInput } from './cart-view';
import type { CartRow } from './load-cart';
import { loadCheckoutOptions, type CheckoutOptions } from './shippings-and-payments';
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

/**
 * Everything the cart's view is computed from. The shippings and payments are read when the cart has a
 * shipping selected, or when the caller passes them (it needs them anyway).
 */
export async function loadCartViewInput(
  db: DbOrTx,
  shopper: CartShopper,
  cart: CartRow | null,
  terms: CartTerms,
  knownOptions: CheckoutOptions | null = null,
): Promise<CartViewInput> {
  const shop = { channel: shopper.channel, locale: shopper.locale, terms };
  const needsOptions = knownOptions === null && cart?.selectedShippingId != null;
  const [lines, threshold, maxDiscountPercent, discountCodes, addresses, options] = await Promise.all([
    cartLines(db, cart, shopper, terms),
    getFreeShippingThreshold(db, shopper.channel.id),
    cart ? getMaxCartDiscountPercent(db) : 100,
    cartDiscountCodesOf(db, cart?.id ?? null),
    listSavedAddresses(db, shopper.user),
    needsOptions ? loadCheckoutOptions(db, shop) : knownOptions,
  ]);
  return {
    cart,
    lines,
    terms,
    channel: shopper.channel,
    freeShippingThreshold: threshold,
    maxDiscountPercent,
    discountCodes,
    options,
    addresses,
    now: new Date(),
  };
}

/** The view of a cart (or of an empty one when `cart` is null) priced for the shopper. */
export async function readCartView(
  db: DbOrTx,
  shopper: CartShopper,
  cart: CartRow | null,
  terms: CartTerms,
  knownOptions: CheckoutOptions | null = null,
): Promise<Cart> {
  return buildCartView(await loadCartViewInput(db, shopper, cart, terms, knownOptions));
}
