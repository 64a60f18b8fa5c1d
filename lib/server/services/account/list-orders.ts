import 'server-only';
import { escapeLike } from '@/lib/server/db/like-pattern';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  type AccountOrderSummary,
  type AccountOrdersQuery,
} from '@/lib/api/contract/account-orders';
import type { DbOrTx } from '@/lib/server/db';
import { orderItems, orders, users } from '@/lib/server/db/schema';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import { ordersInScope, type OrderScope } from './order-scope';

export interface AccountOrderList {
  orders: AccountOrderSummary[];
  page: number;
  page_count: number;
  total: number;
}

/** The day an order was placed, in the shop's calendar. */
const placedOn = sql`(${orders.createdAt} at time zone ${SHOP_TIME_ZONE})::date`;

function filterConditions(scope: OrderScope, query: AccountOrdersQuery): SQL[] {
  const conditions: SQL[] = [ordersInScope(scope)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.date_from) conditions.push(sql`${placedOn} >= ${query.date_from}::date`);
  if (query.date_to) conditions.push(sql`${placedOn} <= ${query.date_to}::date`);
  if (query.number) conditions.push(ilike(orders.number, `%${escapeLike(query.number)}%`));
  return conditions;
}

/** Whose name a company's order carries; a consumer's own orders need none. */
function placedBy(scope: OrderScope, firstname: string | null, lastname: string | null): string | null {
  if (scope.kind === 'user') return null;
  const name = `${firstname ?? ''} ${lastname ?? ''}`.trim();
  return name === '' ? null : name;
}

/**
 * The orders of the scope matching the filters, newest first, one page of them (a page past the last
 * one answers the last). Money stays in each order's own currency.
 */
export async function listAccountOrders(
  db: DbOrTx,
  scope: OrderScope,
  query: AccountOrdersQuery,
  pageSize = ACCOUNT_ORDERS_PAGE_SIZE,
): Promise<AccountOrderList> {
  const where = and(...filterConditions(scope, query));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, pageCount);
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      currency: orders.currency,
      totalWithVat: orders.totalWithVat,
      totalWithoutVat: orders.totalWithoutVat,
      itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems}
        where ${orderItems.orderId} = ${orders.id})`.mapWith(Number),
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    orders: rows.map((row) => ({
      id: row.id,
      number: row.number,
      created_at: row.createdAt.toISOString(),
      status: row.status,
      payment_status: row.paymentStatus,
      currency_code: row.currency,
      total_with_vat: row.totalWithVat,
      total_without_vat: row.totalWithoutVat,
      item_count: row.itemCount,
      placed_by: placedBy(scope, row.firstname, row.lastname),
    })),
    page,
    page_count: pageCount,
    total,
  };
}
