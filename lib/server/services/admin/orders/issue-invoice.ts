import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db';
import { customers, invoices, orders } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Serializes invoice numbering: two orders shipped at once never get the same number. */
const NUMBERING_LOCK = 7_301_001;

/** The next number of the year's series, `FA{year}{sequence}` with at least four digits (as the seed numbers them). */
async function nextInvoiceNumber(tx: Tx, year: number): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBERING_LOCK})`);
  const prefix = `FA${year}`;
  const [row] = sqlRows<{ last: number | string | null }>(
    await tx.execute(sql`
      select max(substring(number from ${prefix.length + 1}::int)::int) as last
      from invoices where number ~ ${`^${prefix}[0-9]+$`}
    `),
  );
  const sequence = Number(row?.last ?? 0) + 1;
  return `${prefix}${String(sequence).padStart(4, '0')}`;
}

/**
 * Issues the invoice of a company's order as it is handed to the carrier: the order's totals, due after
 * the customer's payment terms, paid already when the order is. Consumers' orders and orders that have an
 * invoice get none. Answers the new invoice's number, if one was issued.
 */
export async function issueOrderInvoice(
  tx: Tx,
  order: typeof orders.$inferSelect,
  now = new Date(),
): Promise<string | null> {
  if (!order.isB2b || order.customerId === null) return null;
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.customerId, order.customerId)))
    .limit(1);
  if (existing) return null;
  const [customer] = await tx
    .select({ dueDays: customers.paymentDueDays })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  const number = await nextInvoiceNumber(tx, now.getUTCFullYear());
  await tx.insert(invoices).values({
    number,
    customerId: order.customerId,
    orderId: order.id,
    channel: order.channel,
    currency: order.currency,
    totalWithoutVat: order.totalWithoutVat,
    totalWithVat: order.totalWithVat,
    issuedAt: now,
    dueAt: new Date(now.getTime() + (customer?.dueDays ?? 14) * DAY_MS),
    paidAt: order.paymentStatus === 'paid' ? now : null,
  });
  return number;
}
