import type { CacheTag } from './cache-tags';

/**
 * Generations of the cached reads' tags in this process, part of every cached read's key: another
 * instance's write advances them (lib/server/cache-sync), and the next read of each tag misses and goes to
 * the database. Next's own `revalidateTag` needs a request of this process, which a message from another
 * instance is not. Shared by server.ts and the app's bundles through the global object.
 */
const GENERATIONS = Symbol.for('horeca-shop.read-generations');

type GenerationsGlobal = typeof globalThis & { [GENERATIONS]?: Map<string, number> };

function generations(): Map<string, number> {
  const global = globalThis as GenerationsGlobal;
  global[GENERATIONS] ??= new Map();
  return global[GENERATIONS];
}

/** The generation of a read carrying `tags`, as a key part (`"0"` until another instance wrote). */
export function readGeneration(tags: readonly CacheTag[]): string {
  return tags.map((tag) => generations().get(tag) ?? 0).join('.');
}

export function advanceReadGenerations(tags: readonly CacheTag[]): void {
  for (const tag of tags) generations().set(tag, (generations().get(tag) ?? 0) + 1);
}
