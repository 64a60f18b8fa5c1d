'use client';

import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { apiClient } from '@/lib/api/client';

/** Spec §4: the page-view event goes out 250 ms after a route change. */
export const PAGE_VIEW_DELAY_MS = 250;

export function usePageViewTracking(): void {
  const pathname = usePathname();
  const locale = useLocale();
  useEffect(() => {
    const timer = setTimeout(() => {
      apiClient.post('/api/page-views', { path: pathname, locale }).catch(() => {
        // Already logged by the API client; a lost page view must not bother the visitor.
      });
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, locale]);
}
