import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { ContentHref } from '@/lib/server/content/content-metadata';

/** The addresses at which the shop shows a record, per language, for the editor's "show in shop" links. */
export function shopUrls(hrefs: Partial<Record<Locale, ContentHref>>): Partial<Record<Locale, string>> {
  const urls: Partial<Record<Locale, string>> = {};
  for (const [locale, href] of Object.entries(hrefs) as [Locale, ContentHref][]) {
    urls[locale] = getPathname({ href, locale });
  }
  return urls;
}
