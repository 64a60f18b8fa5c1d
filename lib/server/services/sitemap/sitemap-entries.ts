import 'server-only';
import type { MetadataRoute } from 'next';
import { type Locale, locales } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { LocalizedHref } from '@/lib/seo/localized-alternates';
import { withXDefault } from '@/lib/seo/hreflang';

export type SitemapEntry = MetadataRoute.Sitemap[number];

/**
 * One sitemap entry per locale the page exists in, each naming all of them (and `x-default`) as its
 * hreflang alternates, on the shop's origin.
 */
export function localizedEntries(
  origin: string,
  hrefs: Partial<Record<Locale, LocalizedHref>>,
  lastModified?: Date,
): SitemapEntry[] {
  const urls: Record<string, string> = {};
  for (const locale of locales) {
    const href = hrefs[locale];
    if (href) urls[locale] = origin + getPathname({ href, locale });
  }
  const languages = withXDefault(urls);
  return Object.values(urls).map((url) => ({
    url,
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages },
  }));
}
