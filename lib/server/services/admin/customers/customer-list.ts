import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { and, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerListItem, CustomerListQuery, DealerOption } from '@/lib/api/contract/admin/customers';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type { DbOrTx } from '@/lib/server/db';
import { customerMemberships, customers, users } from '@/lib/server/db/schema';
import { pageWindow, sortOrder } from '../list-helpers';

function filters(query: CustomerListQuery): SQL | undefined {
  const pattern = containsPattern(query.q);
  return and(
    query.blocked ? eq(customers.isBlocked, query.blocked === 'yes') : undefined,
    query.dealer === 'none'
      ? isNull(customers.dealerUserId)
      : query.dealer
        ? eq(customers.dealerUserId, query.dealer)
        : undefined,
    query.country ? eq(customers.country, query.country) : undefined,
    query.q
      ? or(
          ilike(customers.name, pattern),
          ilike(customers.nameShort, pattern),
          ilike(customers.companyId, pattern),
          ilike(customers.vatId, pattern),
          ilike(customers.email, pattern),
        )
      : undefined,
  );
}

const memberCount = sql<number>`(select count(*) from ${customerMemberships}
  where ${customerMemberships.customerId} = ${customers.id})`.mapWith(Number);

/** The shop's customers by search and filters (blocked, dealer, country), with their dealer and users. */
export async function listCustomers(
  db: DbOrTx,
  query: CustomerListQuery,
): Promise<AdminListResponse<CustomerListItem>> {
  const where = filters(query);
  const sortable = {
    name: customers.name,
    company_id: customers.companyId,
    country: customers.country,
    created_at: customers.createdAt,
  };
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: customers.id,
        name: customers.name,
        company_id: customers.companyId,
        country: customers.country,
        channel: customers.channel,
        email: customers.email,
        is_blocked: customers.isBlocked,
        discount_percentage: customers.discountPercentage,
        dealer_email: users.email,
        members: memberCount,
        createdAt: customers.createdAt,
      })
      .from(customers)
      .leftJoin(users, eq(users.id, customers.dealerUserId))
      .where(where)
      .orderBy(...sortOrder(query, sortable, 'name', customers.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return {
    items: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

const isDealer = sql`'ROLE_DEALER' = any(${users.roles})`;

/** The staff who can be a customer's dealer. */
export async function dealerOptions(db: DbOrTx): Promise<DealerOption[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(and(isDealer, eq(users.isActive, true)))
    .orderBy(users.lastname, users.firstname, users.id);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: `${row.firstname} ${row.lastname}`.trim() || row.email,
  }));
}

export async function isDealerUser(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isDealer));
  return row !== undefined;
}
