import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { cardPayments, orders } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';

/** A card payment attempt with its order's number and language (the gateway page shows them). */
export async function readCardPayment(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({
      id: cardPayments.id,
      orderId: cardPayments.orderId,
      amount: cardPayments.amount,
      currency: cardPayments.currency,
      status: cardPayments.status,
      orderNumber: orders.number,
    })
    .from(cardPayments)
    .innerJoin(orders, eq(orders.id, cardPayments.orderId))
    .where(eq(cardPayments.gatewayPaymentId, paymentId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export type CardPaymentView = Awaited<ReturnType<typeof readCardPayment>>;
