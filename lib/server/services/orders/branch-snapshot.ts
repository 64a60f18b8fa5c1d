import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/types';
import { branches, type OrderBranchSnapshot } from '@/lib/server/db/schema';

/** The pickup point as the order keeps it: name, address and opening hours at the time of the order. */
export async function branchSnapshot(
  tx: DbOrTx,
  branchId: number | null,
): Promise<OrderBranchSnapshot | null> {
  if (branchId === null) return null;
  const [row] = await tx
    .select({
      name: branches.name,
      street: branches.street,
      city: branches.city,
      zip: branches.zip,
      opening_hours: branches.openingHours,
    })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row ?? null;
}
