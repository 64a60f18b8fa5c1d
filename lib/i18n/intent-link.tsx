'use client';

import type { ComponentProps } from 'react';
import { withIntentPrefetch } from '@/lib/navigation';
import { BaseLink, useRouter } from './base-navigation';

type LinkProps = ComponentProps<typeof BaseLink>;

/**
 * The shop's Link: next-intl's localized Link that prefetches on intent (`withIntentPrefetch`). An explicit
 * `prefetch={false}` turns prefetching off altogether.
 */
export function Link({ href, prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const router = useRouter();
  const handlers =
    prefetch === false
      ? { onMouseEnter, onFocus, onTouchStart }
      : withIntentPrefetch({ onMouseEnter, onFocus, onTouchStart }, () =>
          router.prefetch(href as Parameters<typeof router.prefetch>[0]),
        );
  return <BaseLink {...props} href={href} prefetch={false} {...handlers} />;
}
