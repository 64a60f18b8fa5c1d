import 'server-only';
import { unstable_cache } from 'next/cache';
import type { CacheTag } from './cache-tags';

/** Without a write that expires it sooner, a cached read lives as long as the pages' own ISR period. */
const CACHE_SECONDS = 3600;

/** Next's answer when no request or render is running (a test or a script calling a service). */
const OUTSIDE_NEXT = 'incrementalCache missing';

/**
 * A database read shared by every request with the same arguments (JSON-serializable, and so must the
 * result be) until one of its tags is expired or the hour is over. `key` names the read in the cache.
 * Outside Next there is no cache to share, and the read goes to the database each time.
 */
export function cachedRead<Args extends (string | number | null)[], Result>(
  key: string,
  tags: CacheTag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(read, [key], { tags, revalidate: CACHE_SECONDS });
  return async (...args) => {
    try {
      return await cached(...args);
    } catch (error) {
      if (error instanceof Error && error.message.includes(OUTSIDE_NEXT)) return read(...args);
      throw error;
    }
  };
}
