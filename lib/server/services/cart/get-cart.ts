import 'server-only';
import type { CartResponse, CartWithShippingsResponse } from '@/lib/api/contract/cart';
import type { DbOrTx } from '@/lib/server/db';
import { listShopDomains } from '@/lib/server/services/domains';
import { cartResponse } from './cart-response';
import type { CartShopper } from './cart-shopper';
import { cartTermsOf } from './cart-terms';
import { findCart } from './load-cart';
import { readCartView } from './read-cart';
import { loadCheckoutOptions } from './shippings-and-payments';

/** The shopper's cart; an empty one when there is none yet (looking never creates a cart). */
export async function getCart(db: DbOrTx, shopper: CartShopper): Promise<CartResponse> {
  const [cart, terms] = await Promise.all([findCart(db, shopper), cartTermsOf(db, shopper.user)]);
  return cartResponse(db, shopper, cart, terms, false);
}

/** The cart with what the checkout needs around it: shops, shippings and payments, saved addresses. */
export async function getCartWithShippings(
  db: DbOrTx,
  shopper: CartShopper,
): Promise<CartWithShippingsResponse> {
  const [cart, terms] = await Promise.all([findCart(db, shopper), cartTermsOf(db, shopper.user)]);
  const shop = { channel: shopper.channel, locale: shopper.locale, terms };
  const [options, domains] = await Promise.all([
    loadCheckoutOptions(db, shop),
    listShopDomains(db, shopper.locale),
  ]);
  const view = await readCartView(db, shopper, cart, terms, options);
  return { cart: view, domains, shippings_and_payments: options.list, addresses: view.addresses };
}
