'use client';

import { useRecordVisit } from '@/lib/api/hooks/use-record-visit';

/** Adds the product to the visitor's last visited ones after the cached page has loaded. */
export function VisitRecorder({ productId }: { productId: number }) {
  useRecordVisit(productId);
  return null;
}
