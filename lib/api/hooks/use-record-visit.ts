'use client';

import { useEffect } from 'react';
import { apiClient } from '@/lib/api/client';
import { recordVisitResponseSchema } from '@/lib/api/contract/search';

/**
 * Records the visit once the page has loaded: the cached page is the same for everybody, so the visit
 * is the browser's to report. A failure only means one product missing from "last visited".
 */
export function useRecordVisit(productId: number): void {
  useEffect(() => {
    apiClient
      .post('/api/search/last-visited', { product_id: productId }, { schema: recordVisitResponseSchema })
      .catch(() => undefined);
  }, [productId]);
}
