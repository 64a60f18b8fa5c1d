import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type {
  RegistrationDetail,
  RegistrationListItem,
  RegistrationListQuery,
} from '@/lib/api/contract/admin/registrations';
import type { DbOrTx } from '@/lib/server/db';
import { b2bRegistrations, users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { pageWindow, sortOrder } from '../list-helpers';

type RegistrationRow = typeof b2bRegistrations.$inferSelect;

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(b2bRegistrations.companyName, pattern),
    ilike(b2bRegistrations.companyId, pattern),
    ilike(b2bRegistrations.email, pattern),
    ilike(b2bRegistrations.lastname, pattern),
    ilike(b2bRegistrations.city, pattern),
  );
}

function listItem(row: RegistrationRow): RegistrationListItem {
  return {
    id: row.id,
    company_name: row.companyName,
    company_id: row.companyId,
    contact_name: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    country: row.country,
    channel: row.channel,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** The applications from `/pro-firmy`, newest first unless sorted otherwise, by state and search. */
export async function listRegistrations(
  db: DbOrTx,
  query: RegistrationListQuery,
): Promise<AdminListResponse<RegistrationListItem>> {
  const where = and(
    query.state ? eq(b2bRegistrations.status, query.state) : undefined,
    searchCondition(query.q),
  );
  const sortable = {
    created_at: b2bRegistrations.createdAt,
    company_name: b2bRegistrations.companyName,
    status: b2bRegistrations.status,
  };
  const order = query.sort
    ? sortOrder(query, sortable, 'created_at', b2bRegistrations.id)
    : sortOrder({ ...query, sort: 'created_at', dir: 'desc' }, sortable, 'created_at', b2bRegistrations.id);
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(b2bRegistrations)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(b2bRegistrations).where(where),
  ]);
  return {
    items: rows.map(listItem),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

export function registrationView(row: RegistrationRow, decidedBy: string | null): RegistrationDetail {
  return {
    ...listItem(row),
    vat_id: row.vatId,
    is_vat_payer: row.isVatPayer,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    street: row.street,
    city: row.city,
    zip: row.zip,
    business_type: row.businessType,
    note: row.note,
    locale: row.locale,
    customer_id: row.customerId,
    decided_by: decidedBy,
    decided_at: row.decidedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
  };
}

export async function registrationDetail(db: DbOrTx, id: number): Promise<RegistrationDetail> {
  const [row] = await db
    .select({ registration: b2bRegistrations, decidedBy: users.email })
    .from(b2bRegistrations)
    .leftJoin(users, eq(users.id, b2bRegistrations.decidedByUserId))
    .where(eq(b2bRegistrations.id, id));
  if (!row) throw new AppError('REGISTRATION_NOT_FOUND', undefined, { status: 404 });
  return registrationView(row.registration, row.decidedBy);
}
