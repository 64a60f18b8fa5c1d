import type { MetadataRoute } from 'next';
import { type Locale, defaultLocale, locales } from '@/lib/config/locales';
import { listingKeys } from '@/lib/listing/search-params';
import { pathnames } from '@/lib/i18n/routing';

/**
 * Areas that are nobody's search result: administration, cart and checkout, the customer's and the
 * company's account pages, and the shop's own search results (first path segments of routes.md).
 */
const privateSegments = new Set([
  'admin',
  'objednavka',
  'dokoncenie-objednavky',
  'uzivatel',
  'b2b',
  'hladaj',
]);

function firstSegment(path: string): string {
  return path.split('/')[1] ?? '';
}

/** The first segment of every private route in `locale` (English has its own: `/en/order`, `/en/user`). */
function privatePrefixes(locale: Locale): string[] {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return Object.entries(pathnames)
    .filter(([internal]) => privateSegments.has(firstSegment(internal)))
    .map(([, localized]) => {
      const path = typeof localized === 'string' ? localized : localized[locale];
      return `${prefix}/${firstSegment(path)}`;
    });
}

/** A filtered or re-sorted listing is a variant of the plain one (noindex, canonical to it): not worth a crawl. */
const variantQueries = Object.values(listingKeys)
  .filter((key) => key !== listingKeys.page)
  .map((key) => `/*?*${key}=`);

/** robots.txt of a shop: everything is open except the API and the private areas; the sitemap index. */
export function robotsRules(origin: string): MetadataRoute.Robots {
  const disallow = [...new Set(['/api/', ...locales.flatMap(privatePrefixes), ...variantQueries])];
  return {
    rules: { userAgent: '*', allow: '/', disallow },
    sitemap: `${origin}/sitemap.xml`,
  };
}
