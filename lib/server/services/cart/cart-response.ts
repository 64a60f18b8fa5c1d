import 'server-only';
import type { CartResponse } from '@/lib/api/contract/cart';
import type { DbOrTx } from '@/lib/server/db';
import type { CartShopper } from './cart-shopper';
import type { CartTerms } from './cart-terms';
import type { CartRow } from './load-cart';
import { readCartView } from './read-cart';
import { loadCheckoutOptions } from './shippings-and-payments';

/** What a cart-changing call answers: the whole cart, and the shippings and payments when asked. */
export async function cartResponse(
  db: DbOrTx,
  shopper: CartShopper,
  cart: CartRow | null,
  terms: CartTerms,
  withShippingsAndPayments: boolean,
): Promise<CartResponse> {
  const shop = { channel: shopper.channel, locale: shopper.locale, terms };
  const options = withShippingsAndPayments ? await loadCheckoutOptions(db, shop) : null;
  const view = await readCartView(db, shopper, cart, terms, options);
  return options ? { cart: view, shippings_and_payments: options.list } : { cart: view };
}
