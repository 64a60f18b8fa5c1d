'use client';

import { useEffect } from 'react';
import { apiClient } from '@/lib/api/client';

/**
 * Records the visit once the page has loaded: the cached page is the same for everybody, so the visit
 * is the browser's to report. A failure only means one product missing from "last visited".
 */
export function useRecordVisit(productId: number): void {
  useEffect(() => {
    apiClient
      .post(
        '/api/search/last-visited',
        { product_id: productId },
        { schema: () => import('@/lib/api/contract/search').then((m) => m.recordVisitResponseSchema) },
      )
      .catch(() => undefined);
  }, [productId]);
}
