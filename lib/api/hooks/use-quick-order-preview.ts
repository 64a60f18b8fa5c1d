'use client';

import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import type { QuickOrderPreviewRequest } from '@/lib/api/contract/quick-order';

/** `POST /api/cart/quick-order/preview`: the pasted lines matched to the shop's items; the cart stays as it is. */
export function useQuickOrderPreview() {
  return useMutation({
    mutationFn: (text: string) =>
      apiClient.post('/api/cart/quick-order/preview', { text } satisfies QuickOrderPreviewRequest, {
        schema: () => import('@/lib/api/contract/quick-order').then((m) => m.quickOrderPreviewSchema),
      }),
  });
}
