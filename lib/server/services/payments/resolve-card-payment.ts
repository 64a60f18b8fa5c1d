import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { cardPayments } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { amountDueByCard, orderBalance } from '@/lib/server/services/orders/order-balance';
import { applyOrderPayment } from '@/lib/server/services/orders/order-payment';
import { lockOrder } from '@/lib/server/services/orders/order-status';
import { completeOrderUrl, thankYouUrl } from '@/lib/server/services/orders/order-urls';

export type CardPaymentOutcome = 'approved' | 'declined';

/** The complete-order page shows the decline message when it is opened with this query. */
export const DECLINED_QUERY = { payment: 'declined' } as const;

/**
 * The gateway's answer for one attempt, once: an approved payment is added to the order (its ledger,
 * paid total and payment state), a declined one changes nothing. An approval that comes when the amount
 * is no longer due (another attempt paid it) is declined. Answers where the customer's browser goes next.
 */
export async function resolveCardPayment(
  db: Db,
  paymentId: string,
  outcome: CardPaymentOutcome,
): Promise<{ redirect_url: string }> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.gatewayPaymentId, paymentId))
      .for('update');
    if (!payment) throw new AppError('NOT_FOUND');
    if (payment.status !== 'created') throw new AppError('CARD_PAYMENT_RESOLVED', undefined, { status: 409 });
    const order = await lockOrder(tx, payment.orderId);
    const approved = outcome === 'approved' && amountDueByCard(orderBalance(order)) >= payment.amount;
    if (approved) {
      const reference = `card:${payment.gateway}:${paymentId}`;
      await applyOrderPayment(tx, order, {
        amountWithVat: payment.amount,
        reference,
        recordedByUserId: null,
      });
    }
    await tx
      .update(cardPayments)
      .set({ status: approved ? 'approved' : 'declined', resolvedAt: new Date() })
      .where(eq(cardPayments.id, payment.id));
    const redirect = approved
      ? thankYouUrl(order.locale, order.id, order.token)
      : `${completeOrderUrl(order.locale, order.id, order.token)}?${new URLSearchParams(DECLINED_QUERY)}`;
    return { redirect_url: redirect };
  });
}
