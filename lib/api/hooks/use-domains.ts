'use client';

import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import type { ChannelId } from '@/lib/config/channels';

export interface ShopDomain {
  domain: string;
  country: string;
  channel: ChannelId;
  /** Delivery terms of that shop in the caller's language. */
  delivery_note: string;
}

/** Spec §7: GET /api/settings/domains — the country e-shops the language/country modal offers. */
export function useDomains(enabled: boolean) {
  return useQuery({
    queryKey: ['settings', 'domains'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ domains: ShopDomain[] }>('/api/settings/domains', { signal })).domains,
    enabled,
    staleTime: Infinity,
  });
}
