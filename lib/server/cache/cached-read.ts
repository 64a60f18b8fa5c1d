import 'server-only';
import { unstable_cache } from 'next/cache';
import type { CachedReadEntry } from './cache-manifest';
import { readGeneration } from './read-generations';

/** Next's answer when no request or render is running (a test or a script calling a service). */
const OUTSIDE_NEXT = 'incrementalCache missing';

/**
 * A database read shared by every request with the same arguments (JSON-serializable, and so must the
 * result be) until one of its manifest entry's tags is expired (here, or by another instance: its
 * generation is part of the key) or its life is over. Outside Next there is
 * no cache to share, and the read goes to the database each time.
 */
export function cachedRead<Args extends (string | number | null)[], Result>(
  entry: CachedReadEntry,
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache((_generation: string, ...args: Args) => read(...args), [entry.key], {
    tags: [...entry.tags],
    revalidate: entry.life.seconds,
  });
  return async (...args) => {
    try {
      return await cached(readGeneration(entry.tags), ...args);
    } catch (error) {
      if (error instanceof Error && error.message.includes(OUTSIDE_NEXT)) return read(...args);
      throw error;
    }
  };
}
