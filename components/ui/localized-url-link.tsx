'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { withIntentPrefetch } from '@/lib/navigation';

/**
 * For URLs the API already localized (menu items, search results carry `url` with the locale prefix):
 * next-intl's Link would prefix them a second time. Everything else uses Link from lib/i18n/navigation.
 * Prefetches on intent like that Link; `prefetch={false}` turns prefetching off.
 */
export function LocalizedUrlLink({
  href,
  prefetch,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: ComponentProps<typeof NextLink> & { href: string }) {
  const router = useRouter();
  const handlers =
    prefetch === false
      ? { onMouseEnter, onFocus, onTouchStart }
      : withIntentPrefetch({ onMouseEnter, onFocus, onTouchStart }, () => router.prefetch(href));
  return <NextLink {...props} href={href} prefetch={false} {...handlers} />;
}
