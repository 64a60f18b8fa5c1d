'use client';

import { apiClient } from '@/lib/api/client';
import { LAST_VISITED_TYPE } from '@/lib/api/contract/limits';
import { type SearchState, useSearchStore } from '@/lib/stores/search-store';

/** Spec §9 "Suggestion cache": the lists shown under 3 characters are asked for at most every 5 minutes. */
export const SUGGESTION_CACHE_MS = 300_000;
/** Spec §9 "Last visited refresh": sooner once the visitor has moved on, as a product visit changes the list. */
export const LAST_VISITED_REFRESH_MS = 240_000;

type ListsTiming = Pick<SearchState, 'listsFetchedAt' | 'navigatedAt'>;

export function suggestionListsAreFresh({ listsFetchedAt, navigatedAt }: ListsTiming, now: number): boolean {
  if (listsFetchedAt === null) return false;
  const age = now - listsFetchedAt;
  if (age >= SUGGESTION_CACHE_MS) return false;
  const movedOnSince = navigatedAt !== null && navigatedAt > listsFetchedAt;
  return !(movedOnSince && age >= LAST_VISITED_REFRESH_MS);
}

/**
 * Last visited products and most searched terms (`GET /api/search/suggest?type=last_visited_products`),
 * unless fresh ones are held. On failure the lists are empty and the timer is reset, so the next focus
 * tries again (spec §4/§8).
 */
export async function loadSuggestionLists({ force = false }: { force?: boolean } = {}): Promise<void> {
  const store = useSearchStore.getState();
  const startedAt = Date.now();
  if (!force && suggestionListsAreFresh(store, startedAt)) return;
  store.markListsFetched(startedAt);
  // A forced reload may overtake this one; the older answer must not overwrite it.
  const isLatest = () => useSearchStore.getState().listsFetchedAt === startedAt;
  try {
    const lists = await apiClient.get('/api/search/suggest', {
      query: { type: LAST_VISITED_TYPE },
      schema: () => import('@/lib/api/contract/search').then((m) => m.suggestionListsSchema),
    });
    if (isLatest()) store.setLists(lists);
  } catch {
    if (!isLatest()) return;
    store.setLists({ lastVisitedProducts: [], mostSearched: [] });
    store.markListsFetched(null);
  }
}

export function useSearchSuggestions() {
  const lastVisitedProducts = useSearchStore((state) => state.lastVisitedProducts);
  const mostSearched = useSearchStore((state) => state.mostSearched);
  return { lastVisitedProducts, mostSearched, load: loadSuggestionLists };
}
