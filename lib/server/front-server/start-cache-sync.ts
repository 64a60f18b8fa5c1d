import { randomUUID } from 'node:crypto';
import { advanceReadGenerations } from '@/lib/server/cache/read-generations';
import { type CacheExpiry, registerCacheSync, startPostgresCacheSync } from '@/lib/server/cache-sync';
import { onShutdown } from '@/lib/server/lifecycle';
import { expireSharedPagesHere } from '@/lib/server/page-cache';
import type { PageTag } from '@/lib/server/page-cache/page-tags';

/** Another instance's write: its reads first, so that a page rendered again here reads fresh data. */
function expireHere(expiry: CacheExpiry): void {
  advanceReadGenerations(expiry.reads);
  for (const tag of expiry.pages) expireSharedPagesHere(tag as PageTag | null);
}

/**
 * With PostgreSQL (DATABASE_URL), every instance on it tells the others what its writes expired and
 * expires what theirs did (docs/page-cache.md, Several instances).
 */
export async function startCacheSync(databaseUrl: string): Promise<void> {
  const sync = await startPostgresCacheSync({
    url: databaseUrl,
    instanceId: randomUUID(),
    apply: expireHere,
  });
  registerCacheSync(sync.publish);
  onShutdown('cache sync', 'resources', sync.close);
}
