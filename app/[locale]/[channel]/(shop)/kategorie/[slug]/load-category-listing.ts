import 'server-only';
import { cache } from 'react';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { cachedRead } from '@/lib/server/cache/cached-read';
import { type ChannelId, channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { canonicalListingSearch } from '@/lib/listing/canonical-search';
import { parseListingSearchParams } from '@/lib/listing/parse-search-params';
import { getDb } from '@/lib/server/db';
import { getListing } from '@/lib/server/services/catalog/listing/get-listing';
import { findListingCategory } from '@/lib/server/services/catalog/listing/listing-category';

/**
 * A category's listing for a URL's query string, shared by every visitor until the catalog changes;
 * read once per request for both the metadata and the page.
 */
const readCategoryListing = cachedRead(
  'category-listing',
  [cacheTags.catalog],
  async (locale: Locale, channelId: ChannelId, slug: string, search: string) => {
    const db = await getDb();
    const category = await findListingCategory(db, locale, decodeURIComponent(slug));
    if (!category) return null;
    const result = await getListing(db, {
      base: { kind: 'category', categoryId: category.id },
      query: parseListingSearchParams(new URLSearchParams(search)),
      locale,
      channel: channels[channelId],
    });
    return { category, result };
  },
);

export const loadCategoryListing = cache(
  (locale: Locale, channelId: ChannelId, slug: string, search: string) =>
    readCategoryListing(locale, channelId, slug, canonicalListingSearch(search)),
);
