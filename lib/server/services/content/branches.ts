import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { branches, shippings } from '@/lib/server/db/schema';

export interface Branch {
  id: number;
  name: string;
  street: string;
  zip: string;
  city: string;
  country: 'CZ' | 'SK';
  openingHours: string;
}

export interface BranchDirectory {
  /** The shop's own showrooms (personal pickup). */
  showrooms: Branch[];
  /** Partner pickup points, for the "and N more places" line and the full list. */
  pickupPoints: Branch[];
}

/** Active branches of active shippings, as the contact page lists them (`#pobocky`). */
export async function getBranchDirectory(db: DbOrTx): Promise<BranchDirectory> {
  const rows = await db
    .select({
      moduleType: shippings.moduleType,
      branch: {
        id: branches.id,
        name: branches.name,
        street: branches.street,
        zip: branches.zip,
        city: branches.city,
        country: branches.country,
        openingHours: branches.openingHours,
      },
    })
    .from(branches)
    .innerJoin(shippings, eq(shippings.id, branches.shippingId))
    .where(and(eq(branches.isActive, true), eq(shippings.isActive, true)))
    .orderBy(asc(branches.country), asc(branches.city), asc(branches.name));
  const ofType = (type: (typeof rows)[number]['moduleType']): Branch[] =>
    rows.filter((row) => row.moduleType === type).map((row) => row.branch);
  return { showrooms: ofType('PERSONAL_PICKUP'), pickupPoints: ofType('CHOOSE_BRANCH_INPUT') };
}
