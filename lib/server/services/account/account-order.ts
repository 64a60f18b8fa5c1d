import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { AccountOrder, OrderDocument } from '@/lib/api/contract/account-orders';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { invoices, orders, orderStatusHistory, users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { OrderRow } from '@/lib/server/services/orders/order-access';
import { presentOrder } from '@/lib/server/services/orders/present-order';
import { orderReturns } from '@/lib/server/services/returns';
import { ordersInScope, type OrderScope } from './order-scope';

/**
 * One order of the scope. An order of someone else answers exactly as one that does not exist (404),
 * so that trying ids tells nobody which orders there are.
 */
export async function orderInScope(db: DbOrTx, scope: OrderScope, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), ordersInScope(scope)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function statusHistory(db: DbOrTx, orderId: number): Promise<AccountOrder['status_history']> {
  const rows = await db
    .select({ status: orderStatusHistory.status, createdAt: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return rows.map((row) => ({ status: row.status, created_at: row.createdAt.toISOString() }));
}

/** The invoices issued for the order (a company's), each with its PDF download. */
async function orderDocuments(db: DbOrTx, order: OrderRow): Promise<OrderDocument[]> {
  if (order.customerId === null) return [];
  const rows = await db
    .select({ id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.customerId, order.customerId)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    issued_at: row.issuedAt.toISOString(),
    pdf_url: `/api/b2b/invoices/${row.id}/pdf`,
  }));
}

async function placedBy(db: DbOrTx, order: OrderRow): Promise<string | null> {
  if (order.customerId === null || order.userId === null) return null;
  const [user] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, order.userId));
  const name = `${user?.firstname ?? ''} ${user?.lastname ?? ''}`.trim();
  return name === '' ? null : name;
}

/** The order as its account page shows it, with its history, parcel and documents. */
export async function accountOrderOf(db: DbOrTx, row: OrderRow, locale: Locale): Promise<AccountOrder> {
  const [order, history, documents, placer, returns] = await Promise.all([
    presentOrder(db, row, locale),
    statusHistory(db, row.id),
    orderDocuments(db, row),
    placedBy(db, row),
    orderReturns(db, row.id),
  ]);
  return {
    ...order,
    status_history: history,
    tracking: row.trackingNumber ? { number: row.trackingNumber, url: row.trackingUrl } : null,
    documents,
    placed_by: placer,
    returns,
  };
}

/** `GET /api/user/orders/{id}` and the order's page in the account. */
export async function readAccountOrder(
  db: DbOrTx,
  scope: OrderScope,
  id: number,
  locale: Locale,
): Promise<AccountOrder> {
  return accountOrderOf(db, await orderInScope(db, scope, id), locale);
}
