import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, UserListQuery } from '@/lib/api/contract/admin/users';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type { DbOrTx } from '@/lib/server/db';
import { customerMemberships, users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { pageWindow, sortOrder } from '../list-helpers';

function roleCondition(role: UserListQuery['role']): SQL | undefined {
  if (!role) return undefined;
  if (role === 'none') return sql`cardinality(${users.roles}) = 0`;
  return sql`${role} = any(${users.roles})`;
}

const membershipCount = sql<number>`(select count(*) from ${customerMemberships}
  where ${customerMemberships.userId} = ${users.id})`.mapWith(Number);

const columns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  roles: users.roles,
  is_active: users.isActive,
  memberships: membershipCount,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

type UserRow = { firstname: string; lastname: string; createdAt: Date; lastLoginAt: Date | null } & Omit<
  AdminUser,
  'name' | 'created_at' | 'last_login_at'
>;

function userView({ firstname, lastname, createdAt, lastLoginAt, ...row }: UserRow): AdminUser {
  return {
    ...row,
    name: `${firstname} ${lastname}`.trim(),
    created_at: createdAt.toISOString(),
    last_login_at: lastLoginAt?.toISOString() ?? null,
  };
}

/** Every account of the shop (shoppers and staff) by search, role and blocking. */
export async function listUsers(db: DbOrTx, query: UserListQuery): Promise<AdminListResponse<AdminUser>> {
  const pattern = containsPattern(query.q);
  const where = and(
    roleCondition(query.role),
    query.blocked ? eq(users.isActive, query.blocked === 'no') : undefined,
    query.q
      ? or(ilike(users.email, pattern), ilike(users.firstname, pattern), ilike(users.lastname, pattern))
      : undefined,
  );
  const sortable = {
    email: users.email,
    name: users.lastname,
    created_at: users.createdAt,
    last_login_at: users.lastLoginAt,
  };
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(...sortOrder(query, sortable, 'email', users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map(userView),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function adminUser(db: DbOrTx, id: number): Promise<AdminUser> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  if (!row) throw new AppError('USER_NOT_FOUND', undefined, { status: 404 });
  return userView(row);
}
