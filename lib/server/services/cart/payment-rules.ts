import type { PaymentType } from '@/lib/api/contract/cart';
import type { CartErrorCode } from './cart-errors';
import type { PaymentOption, ShippingOption } from './shippings-and-payments';

export interface PaymentChoice {
  paymentId: number;
  restPaymentId: number | null;
  depositPaymentType: 'whole' | 'deposit';
}

export interface PaymentRulesContext {
  /** The selected shipping (null when none is). */
  shipping: ShippingOption | null;
  /** Every active payment. */
  payments: ReadonlyMap<number, PaymentOption>;
  /** Part of the goods has to be paid up front: items with deposit and a shopper with `has_deposit`. */
  paysDepositUpFront: boolean;
  /** Something of the items with deposit may be paid later (`deposit_percentage` below 100). */
  depositRestPossible: boolean;
}

/** Paid only when the goods are handed over, so never for what has to be paid up front. */
const paidOnHandover: readonly PaymentType[] = ['CASH_ON_DELIVERY', 'CASH'];

function paymentRefusal(paymentId: number, context: PaymentRulesContext): CartErrorCode | null {
  const payment = context.payments.get(paymentId);
  if (!payment) return 'PAYMENT_NOT_FOUND';
  if (!payment.offered) return 'PAYMENT_NOT_OFFERED';
  if (!context.shipping?.payments.has(paymentId)) return 'PAYMENT_NOT_ALLOWED_WITH_SHIPPING';
  return null;
}

/**
 * The first rule a payment choice breaks, or null. The payment must be offered to the shopper and
 * allowed with the selected shipping; when a deposit is paid up front it cannot be cash on delivery or
 * cash at the showroom. `deposit` needs a rest to pay later and a rest payment (not cash on delivery,
 * allowed with the shipping); `whole` takes no rest payment.
 */
export function paymentChoiceRefusal(
  choice: PaymentChoice,
  context: PaymentRulesContext,
): CartErrorCode | null {
  if (!context.shipping) return 'SHIPPING_NOT_SELECTED';
  const refusal = paymentRefusal(choice.paymentId, context);
  if (refusal) return refusal;
  const type = context.payments.get(choice.paymentId)!.type;
  if (context.paysDepositUpFront && paidOnHandover.includes(type)) return 'PAYMENT_NOT_UP_FRONT';
  if (choice.depositPaymentType === 'whole') {
    return choice.restPaymentId === null ? null : 'DEPOSIT_REST_PAYMENT_NOT_ALLOWED';
  }
  if (!context.paysDepositUpFront || !context.depositRestPossible) return 'DEPOSIT_NOT_AVAILABLE';
  if (choice.restPaymentId === null) return 'DEPOSIT_REST_PAYMENT_REQUIRED';
  // The rest is paid when the goods come: by any payment the shipping allows, cash on delivery included.
  return paymentRefusal(choice.restPaymentId, context);
}
