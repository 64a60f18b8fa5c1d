import type { Metadata } from 'next';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { hreflangAlternates } from './hreflang';

export type LocalizedHref = Parameters<typeof getPathname>[0]['href'];

/**
 * Canonical and hreflang alternates of a page with parameters (a slug differs per language):
 * `hrefFor` gives the page in a locale, or null where that language has no such page.
 */
export function localizedAlternates(
  locale: Locale,
  hrefFor: (locale: Locale) => LocalizedHref | null,
): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const other of routing.locales) {
    const href = hrefFor(other);
    if (href) languages[other] = getPathname({ href, locale: other });
  }
  const own = hrefFor(locale);
  return hreflangAlternates(own ? getPathname({ href: own, locale }) : undefined, languages);
}
