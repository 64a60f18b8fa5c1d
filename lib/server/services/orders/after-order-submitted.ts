import 'server-only';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';

type FollowUp = (orderId: number) => Promise<void> | void;

/** The order took stock: cached catalog pages (stock, availability) are rendered anew. */
function expireCatalog(): void {
  expireCacheTag(cacheTags.catalog);
}

/** What follows a committed order, in this order, outside its transaction. */
const followUps: readonly FollowUp[] = [expireCatalog];

export async function afterOrderSubmitted(orderId: number): Promise<void> {
  for (const followUp of followUps) await followUp(orderId);
}
