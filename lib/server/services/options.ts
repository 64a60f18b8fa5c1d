import 'server-only';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { OptionsResponse } from '@/lib/api/contract/options';
import type { DbOrTx } from '@/lib/server/db';
import { invoices } from '@/lib/server/db/schema';

/** An invoice of the customer is past its due date and still unpaid (drives the unpaid-invoices notice). */
export async function hasUnpaidInvoices(db: DbOrTx, customerId: number, now = new Date()): Promise<boolean> {
  const [overdue] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), isNull(invoices.paidAt), lt(invoices.dueAt, now)))
    .limit(1);
  return overdue !== undefined;
}

/** The options of spec §3 for the caller; an anonymous visitor or a user without a customer has none due. */
export async function readOptions(
  db: DbOrTx,
  caller: { selectedCustomerId: number | null },
): Promise<OptionsResponse['options']> {
  const unpaid =
    caller.selectedCustomerId === null ? false : await hasUnpaidInvoices(db, caller.selectedCustomerId);
  return { unpaid_invoices: unpaid };
}
