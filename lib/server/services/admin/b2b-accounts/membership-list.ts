import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { Membership, MembershipListQuery } from '@/lib/api/contract/admin/b2b-accounts';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type { DbOrTx } from '@/lib/server/db';
import { customerMemberships, customers, users } from '@/lib/server/db/schema';
import { pageWindow, sortOrder } from '../list-helpers';

/** Customers' users: who may shop for which customer, and as what (admin or buyer). */
export async function listMemberships(
  db: DbOrTx,
  query: MembershipListQuery,
): Promise<AdminListResponse<Membership>> {
  const pattern = containsPattern(query.q);
  const where = and(
    query.type ? eq(customerMemberships.b2bAccountType, query.type) : undefined,
    query.customer ? eq(customerMemberships.customerId, query.customer) : undefined,
    query.q
      ? or(
          ilike(users.email, pattern),
          ilike(users.firstname, pattern),
          ilike(users.lastname, pattern),
          ilike(customers.name, pattern),
        )
      : undefined,
  );
  const sortable = {
    email: users.email,
    customer: customers.name,
    type: customerMemberships.b2bAccountType,
    since: customerMemberships.createdAt,
  };
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        user_id: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        user_active: users.isActive,
        customer_id: customers.id,
        customer_name: customers.name,
        b2b_account_type: customerMemberships.b2bAccountType,
        createdAt: customerMemberships.createdAt,
      })
      .from(customerMemberships)
      .innerJoin(users, eq(users.id, customerMemberships.userId))
      .innerJoin(customers, eq(customers.id, customerMemberships.customerId))
      .where(where)
      .orderBy(...sortOrder(query, sortable, 'customer', users.id), customerMemberships.customerId)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(customerMemberships)
      .innerJoin(users, eq(users.id, customerMemberships.userId))
      .innerJoin(customers, eq(customers.id, customerMemberships.customerId))
      .where(where),
  ]);
  return {
    items: rows.map(({ firstname, lastname, createdAt, ...row }) => ({
      ...row,
      name: `${firstname} ${lastname}`.trim(),
      since: createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

/** The customer a filtered list belongs to (its name for the heading), or null. */
export async function membershipCustomer(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, id));
  return row ?? null;
}
