import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { OrderPaymentStatus } from '@/lib/api/contract/order';
import type { Db, Tx } from '@/lib/server/db';
import { orderPayments, orders } from '@/lib/server/db/schema';
import { orderActorUserId, type OrderActor } from './order-actor';
import { orderError } from './order-errors';
import { lockOrder } from './order-status';

interface PaidAmounts {
  totalWithVat: number;
  /** What is paid with the order: everything, or the deposit when the rest is paid later. */
  payDepositWithVat: number;
  payDepositRestWithVat: number;
}

/** paid: all of it; deposit_paid: what was due with the order while a rest is to come; unpaid: less. */
export function paymentStatusFor(paid: number, amounts: PaidAmounts): OrderPaymentStatus {
  if (paid >= amounts.totalWithVat) return 'paid';
  if (amounts.payDepositRestWithVat > 0 && paid >= amounts.payDepositWithVat) return 'deposit_paid';
  return 'unpaid';
}

export interface RecordPaymentInput {
  orderId: number;
  /** Minor units received, more than 0 and at most what is still unpaid. */
  amountWithVat: number;
  reference?: string;
}

export interface OrderPaymentState {
  paymentStatus: OrderPaymentStatus;
  paidWithVat: number;
}

/**
 * Adds a received amount to an order already locked in `tx` (see `lockOrder`): the ledger row, the paid
 * total and the payment state. For callers inside their own transaction, such as the card gateway's answer.
 */
export async function applyOrderPayment(
  tx: Tx,
  order: typeof orders.$inferSelect,
  payment: { amountWithVat: number; reference: string; recordedByUserId: number | null },
): Promise<OrderPaymentState> {
  if (order.status === 'cancelled' || order.paymentStatus === 'refunded') {
    throw orderError('ORDER_PAYMENT_NOT_ALLOWED');
  }
  const paidWithVat = order.paidWithVat + payment.amountWithVat;
  if (paidWithVat > order.totalWithVat) throw orderError('ORDER_PAYMENT_TOO_HIGH');
  const paymentStatus = paymentStatusFor(paidWithVat, order);
  await tx.insert(orderPayments).values({ orderId: order.id, ...payment });
  await tx
    .update(orders)
    .set({ paidWithVat, paymentStatus, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  return { paymentStatus, paidWithVat };
}

/**
 * Records money received for an order and derives its payment state. A cancelled or refunded order
 * takes no payment, and nothing beyond what is unpaid is accepted (422 either way).
 */
export async function recordOrderPayment(
  db: Db,
  actor: OrderActor,
  input: RecordPaymentInput,
): Promise<OrderPaymentState> {
  const recordedByUserId = orderActorUserId(actor);
  if (!Number.isInteger(input.amountWithVat) || input.amountWithVat <= 0) {
    throw orderError('ORDER_PAYMENT_NOT_ALLOWED', { amount_with_vat: ['positive'] });
  }
  return db.transaction(async (tx) =>
    applyOrderPayment(tx, await lockOrder(tx, input.orderId), {
      amountWithVat: input.amountWithVat,
      reference: input.reference ?? '',
      recordedByUserId,
    }),
  );
}

/** Gives back everything paid for an order locked in `tx`: the state becomes `refunded` (422 when nothing was paid). */
export async function applyOrderRefund(
  tx: Tx,
  order: typeof orders.$inferSelect,
  refund: { reference: string; recordedByUserId: number | null },
): Promise<OrderPaymentState> {
  if (order.paidWithVat <= 0 || order.paymentStatus === 'refunded')
    throw orderError('ORDER_PAYMENT_NOT_ALLOWED');
  await tx.insert(orderPayments).values({
    orderId: order.id,
    amountWithVat: -order.paidWithVat,
    reference: refund.reference,
    recordedByUserId: refund.recordedByUserId,
  });
  await tx
    .update(orders)
    .set({ paidWithVat: 0, paymentStatus: 'refunded', updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  return { paymentStatus: 'refunded', paidWithVat: 0 };
}

/** Gives back everything paid for the order in its own transaction (see `applyOrderRefund`). */
export async function refundOrderPayment(
  db: Db,
  actor: OrderActor,
  input: { orderId: number; reference?: string },
): Promise<OrderPaymentState> {
  const recordedByUserId = orderActorUserId(actor);
  return db.transaction(async (tx) =>
    applyOrderRefund(tx, await lockOrder(tx, input.orderId), {
      reference: input.reference ?? '',
      recordedByUserId,
    }),
  );
}
