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
import type { SpecialList } from '@/lib/server/services/catalog/listing/listing-base';
import { findCategoryPath } from '@/lib/server/services/catalog/listing/listing-category';

/**
 * A special list, limited to a category when the path names one (`/novinky/kuchyna/panvice`). A path
 * that is not a category chain is no page (null → 404). Shared by every visitor until the catalog
 * changes; one read per request for metadata and page.
 */
const readSpecialList = cachedRead(
  'special-list',
  [cacheTags.catalog],
  async (list: SpecialList, locale: Locale, channelId: ChannelId, path: string, search: string) => {
    const db = await getDb();
    const segments = path ? path.split('/').map((segment) => decodeURIComponent(segment)) : [];
    const category = segments.length > 0 ? await findCategoryPath(db, locale, segments) : null;
    if (segments.length > 0 && !category) return null;
    const result = await getListing(db, {
      base: { kind: 'special', list, categoryId: category?.id ?? null },
      query: parseListingSearchParams(new URLSearchParams(search)),
      locale,
      channel: channels[channelId],
    });
    return { category, result };
  },
);

export const loadSpecialList = cache(
  (list: SpecialList, locale: Locale, channelId: ChannelId, path: string, search: string) =>
    readSpecialList(list, locale, channelId, path, canonicalListingSearch(search)),
);
