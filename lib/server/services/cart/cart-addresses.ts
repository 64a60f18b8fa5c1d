import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { SavedAddress } from '@/lib/api/contract/cart';
import type { SessionUser } from '@/lib/server/context';
import type { DbOrTx } from '@/lib/server/db';
import { addresses } from '@/lib/server/db/schema';
import { savedAddressView } from '../accounts/saved-address-view';

/**
 * The saved addresses the shopper may use: the selected customer's when shopping for one (a dealer's
 * too), otherwise the signed-in user's own; none for a visitor.
 */
export async function listSavedAddresses(db: DbOrTx, user: SessionUser | null): Promise<SavedAddress[]> {
  if (!user) return [];
  const customerId = user.selectedCustomer?.id;
  const owner =
    customerId === undefined ? eq(addresses.userId, user.id) : eq(addresses.customerId, customerId);
  const rows = await db.select().from(addresses).where(owner).orderBy(asc(addresses.id));
  return rows.map(savedAddressView);
}
