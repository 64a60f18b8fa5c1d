import 'server-only';
import { unstable_cache } from 'next/cache';
import type { CacheTag } from './cache-tags';

/** Without a write that expires it sooner, a cached read lives as long as the pages' own ISR period. */
const CACHE_SECONDS = 3600;

/**
 * A database read shared by every request with the same arguments (JSON-serializable, and so must the
 * result be) until one of its tags is expired or the hour is over. `key` names the read in the cache.
 */
export function cachedRead<Args extends (string | number | null)[], Result>(
  key: string,
  tags: CacheTag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(read, [key], { tags, revalidate: CACHE_SECONDS });
}
