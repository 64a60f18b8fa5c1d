import 'server-only';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { getDb } from '@/lib/server/db';
import { expireStockPages } from './order-stock-pages';
import { sendOrderConfirmation } from './send-order-confirmation';

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

/** The confirmation e-mail. The order stands whatever happens here: a failure is logged, never thrown. */
async function sendConfirmation(orderId: number): Promise<void> {
  try {
    await sendOrderConfirmation(await getDb(), orderId);
  } catch (error) {
    console.error(`Order ${orderId}: the confirmation e-mail could not be sent`, error);
  }
}

/** What follows a committed order, in this order, outside its transaction. */
const followUps: readonly FollowUp[] = [expireStock, sendConfirmation];

export async function afterOrderSubmitted(orderId: number): Promise<void> {
  for (const followUp of followUps) await followUp(orderId);
}
