import type { CacheTag } from '@/lib/server/cache/cache-tags';
import { publishCacheExpiry } from '@/lib/server/cache-sync';
import { type PageTag, productPageTag } from './page-tags';

/**
 * The front server's page cache, reachable from the app's own bundles (route handlers that write): they
 * are separate module graphs in one process, so the cache is found on the global object. Without a front
 * server (tests, `next dev`) nothing is registered and an expiry has nothing to do.
 */
const REGISTRY = Symbol.for('horeca-shop.page-cache');

interface Expirable {
  expire(tag: PageTag | null): void;
}

type RegistryGlobal = typeof globalThis & { [REGISTRY]?: Expirable };

export function registerPageCache(cache: Expirable): void {
  (globalThis as RegistryGlobal)[REGISTRY] = cache;
}

/** Expires this process's shared pages carrying `tag`, or all without one; the other instances are not told. */
export function expireSharedPagesHere(tag: PageTag | null): void {
  (globalThis as RegistryGlobal)[REGISTRY]?.expire(tag);
}

/** Expires the shared pages carrying `tag`, or every shared page without one (a redirect changed). */
export function expireSharedPages(tag: CacheTag | null): void {
  expireSharedPagesHere(tag);
  publishCacheExpiry({ reads: [], pages: [tag] });
}

/** Expires the pages of the products with these slugs (any language's): their stock moved. */
export function expireProductPages(slugs: readonly string[]): void {
  const tags = slugs.map(productPageTag);
  if (tags.length === 0) return;
  for (const tag of tags) expireSharedPagesHere(tag);
  publishCacheExpiry({ reads: [], pages: tags });
}
