import 'server-only';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { getDb } from '@/lib/server/db';
import { expireStockPages } from './order-stock-pages';

type FollowUp = (orderId: number) => Promise<void> | void;

/** The order took stock: the shared pages that show it are rendered anew, all of them if that fails. */
async function expireStock(orderId: number): Promise<void> {
  try {
    await expireStockPages(await getDb(), orderId);
  } catch (error) {
    console.error(`Order ${orderId}: the pages showing its stock could not be found`, error);
    expireCacheTag(cacheTags.catalog);
  }
}

/** What follows a committed order, in this order, outside its transaction. */
const followUps: readonly FollowUp[] = [expireStock];

export async function afterOrderSubmitted(orderId: number): Promise<void> {
  for (const followUp of followUps) await followUp(orderId);
}
