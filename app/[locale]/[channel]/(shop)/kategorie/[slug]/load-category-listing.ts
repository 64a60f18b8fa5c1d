import 'server-only';
import { cache } from 'react';
import { type ChannelId, channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { parseListingSearchParams } from '@/lib/listing/search-params';
import { getDb } from '@/lib/server/db';
import { getListing } from '@/lib/server/services/catalog/listing/get-listing';
import { findListingCategory } from '@/lib/server/services/catalog/listing/listing-category';

/** One read per request for both the metadata and the page (keyed by the URL's query string). */
export const loadCategoryListing = cache(
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
