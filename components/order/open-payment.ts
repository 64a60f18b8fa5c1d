import type { PaymentType } from '@/lib/api/contract/cart';
import type { Order } from '@/lib/api/contract/order';

/** The part of the order that is open now and how it is paid: the first part, then the deposit rest. */
export function openPayment(order: Order): { type: PaymentType; amount: number } | null {
  if (order.status === 'cancelled' || order.payment_status === 'refunded') return null;
  if (order.paid_with_vat < order.pay_now_with_vat) {
    return { type: order.payment.type, amount: order.pay_now_with_vat - order.paid_with_vat };
  }
  if (order.paid_with_vat < order.total_with_vat) {
    const type = order.deposit_rest_payment?.type ?? order.payment.type;
    return { type, amount: order.total_with_vat - order.paid_with_vat };
  }
  return null;
}
