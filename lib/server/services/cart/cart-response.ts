import 'server-only';
import type { CartResponse } from '@/lib/api/contract/cart';
import type { DbOrTx } from '@/lib/server/db';
import type { CartShopper } from './cart-shopper';
import type { CartTerms } from './cart-terms';
import type { CartRow } from './load-cart';
import { readCartView } from './read-cart';
import { listShippingsAndPayments } from './shippings-and-payments';

/** What a cart-changing call answers: the whole cart, and the shippings and payments when asked. */
export async function cartResponse(
  db: DbOrTx,
  shopper: CartShopper,
  cart: CartRow | null,
  terms: CartTerms,
  withShippingsAndPayments: boolean,
): Promise<CartResponse> {
  const shop = { channel: shopper.channel, locale: shopper.locale, terms };
  const [view, shippingsAndPayments] = await Promise.all([
    readCartView(db, shopper, cart, terms),
    withShippingsAndPayments ? listShippingsAndPayments(db, shop) : null,
  ]);
  return shippingsAndPayments ? { cart: view, shippings_and_payments: shippingsAndPayments } : { cart: view };
}
