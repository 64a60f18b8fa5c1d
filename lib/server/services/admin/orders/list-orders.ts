import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type { AdminOrderRow, AdminOrdersQuery } from '@/lib/api/contract/admin/orders';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import type { DbOrTx } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { pageWindow, sortOrder } from '../list-helpers';

/** The day an order was placed, in the shop's calendar. */
const placedOn = sql`(${orders.createdAt} at time zone ${SHOP_TIME_ZONE})::date`;
const email = sql<string>`coalesce(${orders.billingAddress}->>'email', '')`;
const personName = sql<string>`trim(coalesce(${orders.billingAddress}->>'firstname', '') || ' ' || coalesce(${orders.billingAddress}->>'lastname', ''))`;
/** The company for a company's order, the person otherwise. */
const customerName = sql<string>`coalesce(nullif(${orders.company}->>'name', ''), ${personName})`;

const sortable = {
  number: orders.number,
  created_at: orders.createdAt,
  customer: customerName,
  total: orders.totalWithVat,
  status: orders.status,
};

function conditions(query: AdminOrdersQuery): SQL | undefined {
  const all: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    all.push(
      or(
        ilike(orders.number, pattern),
        sql`${customerName} ilike ${pattern}`,
        sql`${personName} ilike ${pattern}`,
        sql`${email} ilike ${pattern}`,
      ),
    );
  }
  if (query.status) all.push(eq(orders.status, query.status));
  if (query.payment_status) all.push(eq(orders.paymentStatus, query.payment_status));
  if (query.channel) all.push(eq(orders.channel, query.channel));
  if (query.segment) all.push(eq(orders.isB2b, query.segment === 'b2b'));
  if (query.date_from) all.push(sql`${placedOn} >= ${query.date_from}::date`);
  if (query.date_to) all.push(sql`${placedOn} <= ${query.date_to}::date`);
  return and(...all);
}

/** Every shop's orders for the administration: newest first unless sorted otherwise, one page. */
export async function listAdminOrders(
  db: DbOrTx,
  query: AdminOrdersQuery,
): Promise<AdminListResponse<AdminOrderRow>> {
  const where = conditions(query);
  const order = query.sort ? sortOrder(query, sortable, 'created_at', orders.id) : [sql`${orders.id} desc`];
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        customer: customerName,
        email,
        channel: orders.channel,
        isB2b: orders.isB2b,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        currency: orders.currency,
        totalWithVat: orders.totalWithVat,
      })
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      created_at: row.createdAt.toISOString(),
      customer: row.customer,
      email: row.email,
      channel: row.channel,
      is_b2b: row.isB2b,
      status: row.status,
      payment_status: row.paymentStatus,
      currency_code: row.currency,
      total_with_vat: row.totalWithVat,
    })),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
