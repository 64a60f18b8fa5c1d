import 'server-only';
import { eq } from 'drizzle-orm';
import type { AdminOrderStatusChange } from '@/lib/api/contract/admin/orders';
import type { OrderStatus } from '@/lib/api/contract/order';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import type { Db } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { applyOrderStatus, lockOrder } from '@/lib/server/services/orders/order-status';
import { recordAudit } from '../audit-log';
import type { AdminCaller } from '../admin-caller';
import { issueOrderInvoice } from './issue-invoice';
import { queueOrderStatusMail } from './order-status-mail';

export interface StatusChangeResult {
  status: OrderStatus;
  invoice_number: string | null;
}

/**
 * A staff member moves an order on: the state and its history, the parcel when it is shipped, for a
 * company's order the invoice, and the audit record, all in one transaction. Then the customer is told
 * by e-mail, and a cancel (stock returned) renders the catalog anew.
 */
export async function changeAdminOrderStatus(
  db: Db,
  caller: AdminCaller,
  orderId: number,
  input: AdminOrderStatusChange,
): Promise<StatusChangeResult> {
  const invoiceNumber = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const from = order.status;
    await applyOrderStatus(tx, order, {
      status: input.status,
      note: input.note,
      changedByUserId: caller.user.id,
    });
    let issued: string | null = null;
    if (input.status === 'shipped') {
      await tx
        .update(orders)
        .set({ trackingNumber: input.tracking_number, trackingUrl: input.tracking_url || null })
        .where(eq(orders.id, order.id));
      issued = await issueOrderInvoice(tx, { ...order, status: 'shipped' });
    }
    await recordAudit(tx, caller, {
      action: 'status',
      entityId: order.id,
      summary: [`${order.number}: ${from} → ${input.status}`, issued && `invoice ${issued}`]
        .filter(Boolean)
        .join(', '),
    });
    await queueOrderStatusMail(tx, order.id, input.status, issued);
    return issued;
  });
  if (input.status === 'cancelled') expireCacheTag(cacheTags.catalog);
  return { status: input.status, invoice_number: invoiceNumber };
}
