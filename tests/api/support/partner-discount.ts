import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { customers } from '@/lib/server/db/schema';

const DAY_MS = 86_400_000;

/** Moves a customer's approval back `daysAgo` days: the 14-day partner discount starts or ends with it. */
export async function approveCustomerDaysAgo(db: DbOrTx, customerId: number, daysAgo: number): Promise<void> {
  await db
    .update(customers)
    .set({ approvedAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(customers.id, customerId));
}

/** The customer was approved long ago: no partner discount. */
export function endPartnerDiscountWindow(db: DbOrTx, customerId: number): Promise<void> {
  return approveCustomerDaysAgo(db, customerId, 60);
}
