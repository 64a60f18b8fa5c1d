'use client';

import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';

/** `GET /api/user/orders/{id}/reorder-preview`, asked when the shopper opens the reorder; always fresh. */
export function useReorderPreview(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['reorder-preview', orderId],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/user/orders/${orderId}/reorder-preview`, {
        schema: () => import('@/lib/api/contract/account-orders').then((m) => m.reorderPreviewSchema),
        signal,
      }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
