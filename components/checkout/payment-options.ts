import type { Cart, CartPayment, ShippingsAndPayments } from '@/lib/api/contract/cart';
import type { SessionUser } from '@/lib/api/hooks/use-session-user';
import { selectedShipping } from './checkout-steps';

/** The payments the chosen shipping allows, each at its price with that shipping. */
export function paymentsForShipping(cart: Cart, options: ShippingsAndPayments): CartPayment[] {
  const shipping = selectedShipping(cart, options);
  if (!shipping) return [];
  return shipping.payments.flatMap(({ id_payment, price }) => {
    const payment = options.payments.find((candidate) => candidate.id === id_payment);
    return payment ? [{ ...payment, price }] : [];
  });
}

/** Spec §3: every anonymous visitor has a deposit; a signed-in user as the account says. */
export function offersDeposit(cart: Cart, user: SessionUser | null | undefined): boolean {
  return cart.has_items_with_deposit && (user ? user.has_deposit : true);
}
