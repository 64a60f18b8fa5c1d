import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db';
import { cardPayments, orderPayments, orders } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { OrderRow } from '@/lib/server/services/orders/order-access';
import { amountDueByCard, orderBalance } from '@/lib/server/services/orders/order-balance';
import { completeOrderUrl, thankYouUrl } from '@/lib/server/services/orders/order-urls';

export type CardPaymentOutcome = 'approved' | 'declined';

/** The complete-order page shows the decline message when it is opened with this query. */
export const DECLINED_QUERY = { payment: 'declined' } as const;

async function recordPayment(tx: Tx, order: OrderRow, amount: number, reference: string) {
  const paid = order.paidWithVat + amount;
  await tx
    .update(orders)
    .set({
      paidWithVat: paid,
      paymentStatus: paid >= order.totalWithVat ? 'paid' : 'deposit_paid',
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderPayments).values({ orderId: order.id, amountWithVat: amount, reference });
}

/**
 * The gateway's answer for one attempt, once: an approved payment is added to the order (paid in full,
 * or the deposit), a declined one changes nothing. An approval that comes when the amount is no longer
 * due (another attempt paid it) is declined. Answers where the customer's browser goes next.
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
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (!order) throw new AppError('NOT_FOUND');
    const approved = outcome === 'approved' && amountDueByCard(orderBalance(order)) >= payment.amount;
    if (approved) await recordPayment(tx, order, payment.amount, `card:${payment.gateway}:${paymentId}`);
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
