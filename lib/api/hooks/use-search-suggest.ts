'use client';

import { useCallback, useEffect, useRef } from 'react';
import { apiClient } from '@/lib/api/client';
import { SEARCH_MIN_LENGTH } from '@/lib/api/contract/limits';
import { emptySuggestResults, useSearchStore } from '@/lib/stores/search-store';

/** Spec §9: the search waits 150 ms after the last keystroke; a forced one (a clicked term) goes at once. */
export const SEARCH_DEBOUNCE_MS = 150;

export interface SearchRequestOptions {
  force?: boolean;
}

/**
 * Spec §4: under 3 characters clears the results and cancels; otherwise waits, then searches, and a newer
 * request supersedes (aborts) an older one, whose late answer is never shown.
 */
export function useSearchSuggest() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (pending.current) {
      pending.current.abort();
      pending.current = null;
      useSearchStore.getState().stopSearching();
    }
  }, []);

  useEffect(() => cancel, [cancel]);

  const run = useCallback(async (term: string) => {
    const controller = new AbortController();
    pending.current = controller;
    const store = useSearchStore.getState();
    store.startSearch();
    try {
      const results = await apiClient.get('/api/search/suggest', {
        query: { q: term },
        schema: () => import('@/lib/api/contract/search').then((m) => m.suggestResponseSchema),
        signal: controller.signal,
      });
      if (!controller.signal.aborted) store.showResults(term, results);
    } catch {
      // The client has logged the failure (spec §8); a superseded request is not one.
      if (!controller.signal.aborted) store.showResults(term, emptySuggestResults);
    } finally {
      if (pending.current === controller) pending.current = null;
    }
  }, []);

  const search = useCallback(
    (query: string, { force = false }: SearchRequestOptions = {}) => {
      cancel();
      const term = query.trim();
      if (term.length < SEARCH_MIN_LENGTH) {
        useSearchStore.getState().clearResults();
        return;
      }
      if (force) {
        void run(term);
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = null;
        void run(term);
      }, SEARCH_DEBOUNCE_MS);
    },
    [cancel, run],
  );

  return { search, cancel };
}
