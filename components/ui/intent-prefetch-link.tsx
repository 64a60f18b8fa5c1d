'use client';

import type { ComponentProps } from 'react';
import { Link, useRouter } from '@/lib/i18n/navigation';

type LinkProps = ComponentProps<typeof Link>;

/**
 * A Link that prefetches when the visitor reaches for it (pointer over it, focus, touch) instead of when
 * it scrolls into view: a listing of 24–40 product cards would otherwise fire as many page renders on
 * the server with every page view, for pages the visitor mostly never opens.
 */
export function IntentPrefetchLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href as Parameters<typeof router.prefetch>[0]);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
