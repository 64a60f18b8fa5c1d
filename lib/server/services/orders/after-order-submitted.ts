import 'server-only';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';

/**
 * What follows a committed order, outside its transaction: the order took stock, so cached catalog
 * pages (stock and availability) are expired.
 */
export async function afterOrderSubmitted(orderId: number): Promise<void> {
  void orderId;
  expireCacheTag(cacheTags.catalog);
}
