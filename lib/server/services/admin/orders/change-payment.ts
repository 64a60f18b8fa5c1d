import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { AdminOrderPaymentChange } from '@/lib/api/contract/admin/orders';
import type { Db } from '@/lib/server/db';
import { invoices } from '@/lib/server/db/schema';
import {
  applyOrderPayment,
  applyOrderRefund,
  type OrderPaymentState,
} from '@/lib/server/services/orders/order-payment';
import { lockOrder } from '@/lib/server/services/orders/order-status';
import { orderError } from '@/lib/server/services/orders/order-errors';
import { recordAudit } from '../audit-log';
import type { AdminCaller } from '../admin-caller';

/**
 * A staff member changes what is paid for an order: everything still unpaid received (`paid`), a part of
 * it (`record`), or all of it given back (`refund`). The order's invoice counts as paid with the order.
 */
export async function changeAdminOrderPayment(
  db: Db,
  caller: AdminCaller,
  orderId: number,
  input: AdminOrderPaymentChange,
): Promise<OrderPaymentState> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const recordedByUserId = caller.user.id;
    let state: OrderPaymentState;
    if (input.action === 'refund') {
      state = await applyOrderRefund(tx, order, { reference: input.reference, recordedByUserId });
    } else {
      const amountWithVat =
        input.action === 'paid' ? order.totalWithVat - order.paidWithVat : input.amount_with_vat;
      if (amountWithVat <= 0) throw orderError('ORDER_PAYMENT_NOT_ALLOWED');
      state = await applyOrderPayment(tx, order, {
        amountWithVat,
        reference: input.reference,
        recordedByUserId,
      });
    }
    if (state.paymentStatus === 'paid') {
      await tx
        .update(invoices)
        .set({ paidAt: new Date() })
        .where(and(eq(invoices.orderId, order.id), isNull(invoices.paidAt)));
    }
    await recordAudit(tx, caller, {
      action: `payment:${input.action}`,
      entityId: order.id,
      summary: `${order.number}: ${order.paymentStatus} → ${state.paymentStatus} (${state.paidWithVat})`,
    });
    return state;
  });
}
