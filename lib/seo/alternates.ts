import type { Metadata } from 'next';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { type AppPathname, routing } from '@/lib/i18n/routing';
import { hreflangAlternates } from './hreflang';

type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;

/** `<link rel="canonical">` and hreflang alternates for a page without parameters. */
export function alternates(href: StaticPathname, locale: Locale): Metadata['alternates'] {
  const languages = Object.fromEntries(
    routing.locales.map((other) => [other, getPathname({ href, locale: other })]),
  );
  return hreflangAlternates(getPathname({ href, locale }), languages);
}
