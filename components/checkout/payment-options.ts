import type { Cart, CartPayment, PaymentType, ShippingsAndPayments } from '@/lib/api/contract/cart';
import type { SessionUser } from '@/lib/api/hooks/use-session-user';
import { selectedShipping } from './checkout-steps';

/** Paid when the goods are handed over: the server refuses them for what is paid up front (a deposit). */
const paidOnHandover: readonly PaymentType[] = ['CASH_ON_DELIVERY', 'CASH'];

/**
 * The payments the chosen shipping allows, each at its price with that shipping; with a deposit to pay
 * up front, not those paid on handover.
 */
export function paymentsForShipping(cart: Cart, options: ShippingsAndPayments): CartPayment[] {
  const shipping = selectedShipping(cart, options);
  if (!shipping) return [];
  const upFront = cart.total_deposit_with_vat > 0;
  return shipping.payments.flatMap(({ id_payment, price }) => {
    const payment = options.payments.find((candidate) => candidate.id === id_payment);
    if (!payment || (upFront && paidOnHandover.includes(payment.type))) return [];
    return [{ ...payment, price }];
  });
}

/**
 * Spec §3: every anonymous visitor has a deposit; a signed-in user as the account says. The choice
 * between the whole amount and a deposit with the rest later exists only when something is left for
 * later: a 100 % deposit is the whole amount.
 */
export function offersDeposit(cart: Cart, user: SessionUser | null | undefined): boolean {
  return cart.has_items_with_deposit && cart.deposit_percentage < 100 && (user ? user.has_deposit : true);
}
