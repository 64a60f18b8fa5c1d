'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { apiClient } from '@/lib/api/client';
import { SEARCH_MIN_LENGTH } from '@/lib/api/contract/limits';
import { useRouter as useLocalizedRouter } from '@/lib/i18n/navigation';

/**
 * Leaving the search box: for a result (its url is already localized, so Next's router takes it as it
 * is), for the search page (a route of the table: next-intl adds the locale's path), or by submitting.
 * `onLeave` runs first, so the list and the mobile overlay close.
 */
export function useSearchSubmit(onLeave: () => void) {
  const router = useRouter();
  const localizedRouter = useLocalizedRouter();
  const pending = useRef<AbortController | null>(null);

  const cancelSubmit = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
  }, []);

  useEffect(() => cancelSubmit, [cancelSubmit]);

  const openUrl = useCallback(
    (url: string) => {
      cancelSubmit();
      onLeave();
      router.push(url);
    },
    [cancelSubmit, onLeave, router],
  );

  const openSearchPage = useCallback(
    (q: string) => {
      cancelSubmit();
      onLeave();
      localizedRouter.push({ pathname: '/hladaj', query: { q } });
    },
    [cancelSubmit, localizedRouter, onLeave],
  );

  /**
   * Spec §2: a submitted search that finds a product by its exact code or EAN goes straight to that
   * product; anything else goes to the search page. Under 3 characters nothing happens (the hint shows).
   */
  const submit = useCallback(
    async (query: string): Promise<void> => {
      const q = query.trim();
      if (q.length < SEARCH_MIN_LENGTH) return;
      cancelSubmit();
      const controller = new AbortController();
      pending.current = controller;
      let productUrl: string | null = null;
      try {
        const { product } = await apiClient.get('/api/search/by-code', {
          query: { q },
          schema: () => import('@/lib/api/contract/search').then((m) => m.byCodeResponseSchema),
          signal: controller.signal,
        });
        productUrl = product?.url ?? null;
      } catch {
        // Logged by the client; the search page still answers the visitor.
      }
      // Typing on (or leaving otherwise) meanwhile cancels the submit.
      if (controller.signal.aborted) return;
      pending.current = null;
      if (productUrl) openUrl(productUrl);
      else openSearchPage(q);
    },
    [cancelSubmit, openSearchPage, openUrl],
  );

  return { submit, cancelSubmit, openUrl, openSearchPage };
}
