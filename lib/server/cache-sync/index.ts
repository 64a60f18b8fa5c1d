export type { CacheExpiry } from './cache-expiry';
export { publishCacheExpiry, registerCacheSync } from './sync-registry';
export {
  CACHE_SYNC_CHANNEL,
  type CacheSync,
  EVERYTHING,
  type PostgresCacheSyncOptions,
  startPostgresCacheSync,
} from './postgres-cache-sync';
