import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Cart, CartWithShippingsAndPaymentsResponse } from '@/lib/api/contract/cart';
import type { DbOrTx } from '@/lib/server/db';
import { carts } from '@/lib/server/db/schema';
import { assertMayShopForCustomer } from '@/lib/server/services/customer-access';
import { cartError, type CartErrorCode } from './cart-errors';
import type { CartShopper } from './cart-shopper';
import { cartTermsOf, type CartTerms } from './cart-terms';
import { findCart, type CartRow } from './load-cart';
import type { PaymentRulesContext } from './payment-rules';
import { readCartView } from './read-cart';
import { loadCheckoutOptions, type CheckoutOptions, type ShippingOption } from './shippings-and-payments';

/** The shopper's cart as a checkout call finds it, with everything its rules are checked against. */
export interface CheckoutCart {
  cart: CartRow;
  terms: CartTerms;
  options: CheckoutOptions;
  view: Cart;
}

/**
 * The cart a checkout call works on; `CART_EMPTY` (or `missing`) when there is none, and with
 * `requireItems` when nothing in it can be ordered. A B2B user needs a usable customer, as for adding.
 */
export async function openCheckout(
  db: DbOrTx,
  shopper: CartShopper,
  { requireItems, missing = 'CART_EMPTY' }: { requireItems: boolean; missing?: CartErrorCode },
): Promise<CheckoutCart> {
  if (shopper.user) assertMayShopForCustomer(shopper.user);
  const [cart, terms] = await Promise.all([findCart(db, shopper), cartTermsOf(db, shopper.user)]);
  if (!cart) throw cartError(missing);
  const options = await loadCheckoutOptions(db, { channel: shopper.channel, locale: shopper.locale, terms });
  const view = await readCartView(db, shopper, cart, terms, options);
  if (requireItems && view.items.length === 0) throw cartError('CART_EMPTY');
  return { cart, terms, options, view };
}

/** The payment rules' view of a checkout cart with the given shipping. */
export function paymentRulesContext(
  checkout: CheckoutCart,
  shipping: ShippingOption | null,
): PaymentRulesContext {
  return {
    shipping,
    payments: checkout.options.payments,
    paysDepositUpFront: checkout.view.total_deposit_with_vat > 0,
    depositRestPossible: checkout.terms.hasDeposit && checkout.view.total_deposit_rest_with_vat > 0,
  };
}

/** Stores a change of the cart row (and marks it changed). */
export async function updateCart(
  db: DbOrTx,
  cartId: number,
  values: Partial<Omit<typeof carts.$inferInsert, 'id'>>,
): Promise<void> {
  await db
    .update(carts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

/** The answer of a checkout call: the cart as it is now, with the shippings and payments. */
export async function checkoutResponse(
  db: DbOrTx,
  shopper: CartShopper,
  checkout: CheckoutCart,
): Promise<CartWithShippingsAndPaymentsResponse> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, checkout.cart.id));
  const view = await readCartView(db, shopper, cart ?? null, checkout.terms, checkout.options);
  return { cart: view, shippings_and_payments: checkout.options.list };
}
