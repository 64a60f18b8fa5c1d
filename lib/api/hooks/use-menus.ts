'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { apiClient } from '@/lib/api/client';
import { type MenuTree } from '@/lib/api/contract/menu';

const MENU_STALE_MS = 5 * 60_000;

/** Spec §7: GET /api/category/?locale_id — root categories and their children by parent id. */
export function useCategoryMenu(enabled = true) {
  const locale = useLocale();
  return useQuery<MenuTree>({
    queryKey: ['menu', 'categories', locale],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/category/', {
          query: { locale_id: locale },
          schema: () => import('@/lib/api/contract/menu').then((m) => m.categoryMenuResponseSchema),
          signal,
        })
      ).categories,
    staleTime: MENU_STALE_MS,
    enabled,
  });
}

/** Spec §7: GET /api/topic/?locale_id — the curated topic tree of the header. */
export function useTopicMenu(enabled = true) {
  const locale = useLocale();
  return useQuery<MenuTree>({
    queryKey: ['menu', 'topics', locale],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/topic/', {
          query: { locale_id: locale },
          schema: () => import('@/lib/api/contract/menu').then((m) => m.topicMenuResponseSchema),
          signal,
        })
      ).topics,
    staleTime: MENU_STALE_MS,
    enabled,
  });
}
