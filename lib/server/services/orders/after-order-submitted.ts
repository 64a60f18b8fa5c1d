import 'server-only';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { getDb } from '@/lib/server/db';
import { sendOrderConfirmation } from './send-order-confirmation';

type FollowUp = (orderId: number) => Promise<void> | void;

/** The order took stock: cached catalog pages (stock, availability) are rendered anew. */
function expireCatalog(): void {
  expireCacheTag(cacheTags.catalog);
}

/** The confirmation e-mail. The order stands whatever happens here: a failure is logged, never thrown. */
async function sendConfirmation(orderId: number): Promise<void> {
  try {
    await sendOrderConfirmation(await getDb(), orderId);
  } catch (error) {
    console.error(`Order ${orderId}: the confirmation e-mail could not be sent`, error);
  }
}

/** What follows a committed order, in this order, outside its transaction. */
const followUps: readonly FollowUp[] = [expireCatalog, sendConfirmation];

export async function afterOrderSubmitted(orderId: number): Promise<void> {
  for (const followUp of followUps) await followUp(orderId);
}
