import type { CacheExpiry } from './cache-expiry';

/**
 * The process's link to the other instances, set by the front server when it runs one (server.ts and the
 * app's bundles are separate module graphs in one process, so it lives on the global object). Without
 * it (one instance, tests, `next dev`) a write's expiry stays in this process, where it is complete.
 */
const REGISTRY = Symbol.for('horeca-shop.cache-sync');

type Publish = (expiry: CacheExpiry) => void;
type RegistryGlobal = typeof globalThis & { [REGISTRY]?: Publish };

export function registerCacheSync(publish: Publish | undefined): void {
  (globalThis as RegistryGlobal)[REGISTRY] = publish;
}

/** Tells the other instances what a write of this one expired. */
export function publishCacheExpiry(expiry: CacheExpiry): void {
  (globalThis as RegistryGlobal)[REGISTRY]?.(expiry);
}
