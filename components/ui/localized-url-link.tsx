import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * For URLs the API already localized (menu items, search results carry `url` with the locale prefix):
 * next-intl's Link would prefix them a second time. Everything else uses Link from lib/i18n/navigation.
 */
export function LocalizedUrlLink(props: ComponentProps<typeof NextLink> & { href: string }) {
  return <NextLink {...props} />;
}
