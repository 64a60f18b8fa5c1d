import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { adminInvoicePdfPath, type AdminOrder } from '@/lib/api/contract/admin/orders';
import { orderStatusSchema } from '@/lib/api/contract/order';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { orderPayments, orderStatusHistory, users } from '@/lib/server/db/schema';
import { accountOrderOf } from '@/lib/server/services/account/account-order';
import { orderById } from '@/lib/server/services/orders/order-access';
import { canChangeStatus } from '@/lib/server/services/orders/order-status';

const staff = alias(users, 'staff');

async function history(db: DbOrTx, orderId: number): Promise<AdminOrder['history']> {
  const rows = await db
    .select({
      status: orderStatusHistory.status,
      createdAt: orderStatusHistory.createdAt,
      note: orderStatusHistory.note,
      email: staff.email,
    })
    .from(orderStatusHistory)
    .leftJoin(staff, eq(staff.id, orderStatusHistory.changedByUserId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return rows.map((row) => ({
    status: row.status,
    created_at: row.createdAt.toISOString(),
    changed_by: row.email,
    note: row.note,
  }));
}

async function payments(db: DbOrTx, orderId: number): Promise<AdminOrder['payments']> {
  const rows = await db
    .select({
      amount: orderPayments.amountWithVat,
      reference: orderPayments.reference,
      createdAt: orderPayments.createdAt,
      email: staff.email,
    })
    .from(orderPayments)
    .leftJoin(staff, eq(staff.id, orderPayments.recordedByUserId))
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
  return rows.map((row) => ({
    amount_with_vat: row.amount,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
    recorded_by: row.email,
  }));
}

/** One order of any shop for the administration (404 when there is none), in the reader's language. */
export async function readAdminOrder(db: DbOrTx, id: number, locale: Locale): Promise<AdminOrder> {
  const row = await orderById(db, id);
  const [order, steps, received] = await Promise.all([
    accountOrderOf(db, row, locale),
    history(db, row.id),
    payments(db, row.id),
  ]);
  return {
    ...order,
    // Staff download the invoice from the order, not as the customer's colleague.
    documents: order.documents.map((document) => ({
      ...document,
      pdf_url: adminInvoicePdfPath(row.id, document.id),
    })),
    history: steps,
    payments: received,
    next_statuses: orderStatusSchema.options.filter((status) => canChangeStatus(row.status, status)),
    customer_id: row.customerId,
  };
}
