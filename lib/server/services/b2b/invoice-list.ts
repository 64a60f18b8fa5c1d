import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import {
  invoicePdfPath,
  type InvoiceListQuery,
  type InvoiceListResponse,
  type InvoiceSort,
  type InvoiceState,
} from '@/lib/api/contract/b2b-invoices';
import { INVOICES_PAGE_SIZE } from '@/lib/api/contract/limits';
import type { CurrencyCode } from '@/lib/config/channels';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import type { B2bCaller } from './b2b-caller';

interface InvoiceRow {
  id: number;
  number: string;
  issued_at: Date | string;
  due_at: Date | string;
  paid_at: Date | string | null;
  currency: CurrencyCode;
  total_with_vat: number;
  total_without_vat: number;
  state: InvoiceState;
  found: number | string;
}

const sortColumns: Record<InvoiceSort, SQL> = {
  issued_at: sql`i.issued_at`,
  due_at: sql`i.due_at`,
  total: sql`i.total_with_vat`,
  number: sql`i.number`,
};

/** Paid when `paid_at` is set; otherwise overdue once `due_at` has passed, unpaid before. */
function stateOf(now: Date): SQL {
  return sql`case when i.paid_at is not null then 'paid'
    when i.due_at < ${now.toISOString()}::timestamptz then 'overdue' else 'unpaid' end`;
}

function issuedOn(): SQL {
  return sql`(i.issued_at at time zone ${SHOP_TIME_ZONE})::date`;
}

function filters(customerId: number, query: InvoiceListQuery, now: Date): SQL {
  const conditions = [sql`i.customer_id = ${customerId}`];
  if (query.state) conditions.push(sql`${stateOf(now)} = ${query.state}`);
  if (query.from) conditions.push(sql`${issuedOn()} >= ${query.from}::date`);
  if (query.to) conditions.push(sql`${issuedOn()} <= ${query.to}::date`);
  return sql.join(conditions, sql` and `);
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** What the customer still owes, per currency: everything unpaid, and the overdue part of it. */
async function owedTotals(db: DbOrTx, customerId: number, now: Date): Promise<InvoiceListResponse['totals']> {
  const rows = sqlRows<{ currency: CurrencyCode; state: InvoiceState; amount: number | string }>(
    await db.execute(sql`
      select i.currency, ${stateOf(now)} as state, sum(i.total_with_vat) as amount
      from invoices i where i.customer_id = ${customerId} and i.paid_at is null
      group by 1, 2 order by 1
    `),
  );
  const sum = (states: InvoiceState[]) => {
    const byCurrency = new Map<CurrencyCode, number>();
    for (const row of rows.filter((candidate) => states.includes(candidate.state))) {
      byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? 0) + Number(row.amount));
    }
    return [...byCurrency].map(([currency, amount]) => ({ currency, amount }));
  };
  return { unpaid: sum(['unpaid', 'overdue']), overdue: sum(['overdue']) };
}

/** A page of the caller's customer's invoices; no other customer's invoice can be named or seen. */
export async function listInvoices(
  db: DbOrTx,
  caller: B2bCaller,
  query: InvoiceListQuery,
  now = new Date(),
): Promise<InvoiceListResponse> {
  const pageSize = INVOICES_PAGE_SIZE;
  const direction = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const rows = sqlRows<InvoiceRow>(
    await db.execute(sql`
      select i.id, i.number, i.issued_at, i.due_at, i.paid_at, i.currency, i.total_with_vat,
             i.total_without_vat, ${stateOf(now)} as state, count(*) over () as found
      from invoices i
      where ${filters(caller.customerId, query, now)}
      order by ${sortColumns[query.sort]} ${direction}, i.id ${direction}
      limit ${pageSize} offset ${(query.page - 1) * pageSize}
    `),
  );
  return {
    invoices: rows.map((row) => ({
      id: row.id,
      number: row.number,
      issued_at: iso(row.issued_at),
      due_at: iso(row.due_at),
      paid_at: row.paid_at === null ? null : iso(row.paid_at),
      currency: row.currency,
      total_with_vat: row.total_with_vat,
      total_without_vat: row.total_without_vat,
      state: row.state,
      pdf_url: invoicePdfPath(row.id),
    })),
    total: rows[0] ? Number(rows[0].found) : await countInvoices(db, caller.customerId, query, now),
    page: query.page,
    page_size: pageSize,
    totals: await owedTotals(db, caller.customerId, now),
  };
}

async function countInvoices(db: DbOrTx, customerId: number, query: InvoiceListQuery, now: Date) {
  const [row] = sqlRows<{ found: number | string }>(
    await db.execute(sql`select count(*) as found from invoices i where ${filters(customerId, query, now)}`),
  );
  return Number(row?.found ?? 0);
}
