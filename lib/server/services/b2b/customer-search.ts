import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { type SQL, sql } from 'drizzle-orm';
import type { CustomerSearchResponse } from '@/lib/api/contract/b2b-customers';
import { CUSTOMER_SEARCH_PAGE_SIZE } from '@/lib/api/contract/limits';
import { actsForAnyCustomer } from '@/lib/server/auth/roles';
import type { SessionUser } from '@/lib/server/auth/session-user';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';

interface CustomerRow {
  id: number;
  name: string;
  name_short: string;
  company_id: string | null;
  email: string;
  city: string | null;
  is_blocked: boolean;
  b2b_account_type: 'CUSTOMER_ADMIN' | 'CUSTOMER_MANAGER' | null;
  total: number | string;
}

/** Name, short name, IČO and e-mail, in any case and with or without diacritics. */
function matching(query: string): SQL {
  if (query === '') return sql`true`;
  return sql`f_unaccent(lower(c.name || ' ' || c.name_short || ' ' || coalesce(c.company_id, '') || ' ' || c.email))
    like f_unaccent(lower(${containsPattern(query)}))`;
}

/** The customers the user may shop for (spec §6) that match the query: `c`, with `m` the user's membership. */
function selectableMatching(user: SessionUser, query: string): SQL {
  const scope = actsForAnyCustomer(user.roles) ? sql`true` : sql`m.user_id is not null`;
  return sql`customers c
    left join customer_memberships m on m.customer_id = c.id and m.user_id = ${user.id}
    where ${scope} and ${matching(query)}`;
}

/**
 * A page of the customers the user may shop for: a member's own companies, every customer for a dealer
 * or superadmin; ordered by name.
 */
export async function searchSelectableCustomers(
  db: DbOrTx,
  user: SessionUser,
  input: { q: string; page: number },
): Promise<CustomerSearchResponse> {
  const pageSize = CUSTOMER_SEARCH_PAGE_SIZE;
  const result = await db.execute(sql`
    with found as (
      select c.id, c.name, c.name_short, c.company_id, c.email, c.is_blocked, m.b2b_account_type
      from ${selectableMatching(user, input.q)}
    )
    select found.*, billing.city, (select count(*) from found) as total
    from found
    left join lateral (
      select a.city from addresses a where a.customer_id = found.id and a.is_billing order by a.id limit 1
    ) billing on true
    order by found.name, found.id
    limit ${pageSize} offset ${(input.page - 1) * pageSize}
  `);
  const rows = sqlRows<CustomerRow>(result);
  return {
    customers: rows.map((row) => ({
      id: row.id,
      name: row.name,
      name_short: row.name_short,
      company_id: row.company_id,
      email: row.email,
      city: row.city,
      is_blocked: row.is_blocked,
      b2b_account_type: row.b2b_account_type,
    })),
    total: rows.length > 0 ? Number(rows[0]!.total) : await countMatching(db, user, input.q),
    page: input.page,
    page_size: pageSize,
  };
}

/** A page past the end has no row to carry the count. */
async function countMatching(db: DbOrTx, user: SessionUser, query: string): Promise<number> {
  const [row] = sqlRows<{ total: number | string }>(
    await db.execute(sql`select count(*) as total from ${selectableMatching(user, query)}`),
  );
  return Number(row?.total ?? 0);
}
