import type { PaymentType } from '@/lib/api/contract/cart';
import type { OrderRow } from './order-access';

export interface OrderBalance {
  /** Paid with the order's payment: everything, or the deposit. */
  payNow: number;
  /** Paid later with the deposit-rest payment. */
  payLater: number;
  /** The part that is due now and how it is paid; null when nothing is left to pay. */
  current: { type: PaymentType; amount: number } | null;
}

/**
 * What the customer pays now and later, and which part is open: the first part until it is paid in
 * full, then the deposit rest. A cancelled or refunded order is owed nothing.
 */
export function orderBalance(order: OrderRow): OrderBalance {
  const payLater = order.depositPaymentType === 'deposit' ? order.payDepositRestWithVat : 0;
  const payNow = order.totalWithVat - payLater;
  const settled = order.status === 'cancelled' || order.paymentStatus === 'refunded';
  const paid = order.paidWithVat;
  let current: OrderBalance['current'] = null;
  if (settled) current = null;
  else if (paid < payNow) current = { type: order.paymentType, amount: payNow - paid };
  else if (paid < order.totalWithVat) {
    current = { type: order.depositRestPaymentType ?? order.paymentType, amount: order.totalWithVat - paid };
  }
  return { payNow, payLater, current };
}

/** The amount the complete-order page takes by card: the open part when it is a card payment. */
export function amountDueByCard(balance: OrderBalance): number {
  return balance.current?.type === 'CARD' ? balance.current.amount : 0;
}
