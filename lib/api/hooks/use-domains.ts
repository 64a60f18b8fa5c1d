'use client';

import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';

/** Spec §7: GET /api/settings/domains — the country e-shops with their delivery notes, for the open modal. */
export function useDomains(enabled: boolean) {
  return useQuery({
    queryKey: ['settings', 'domains'],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/settings/domains', {
          schema: () => import('@/lib/api/contract/settings').then((m) => m.domainsResponseSchema),
          signal,
        })
      ).domains,
    enabled,
    staleTime: Infinity,
  });
}
