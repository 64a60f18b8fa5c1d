import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { type ChannelId, channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { canonicalListingSearch } from '@/lib/listing/canonical-search';
import { parseListingSearchParams } from '@/lib/listing/parse-search-params';
import { cachedReads } from '@/lib/server/cache/cache-manifest';
import { cachedRead } from '@/lib/server/cache/cached-read';
import { getDb } from '@/lib/server/db';
import { getListing } from '@/lib/server/services/catalog/listing/get-listing';
import type { SpecialList } from '@/lib/server/services/catalog/listing/listing-base';
import { findCategoryPath } from '@/lib/server/services/catalog/listing/listing-category';

const readSpecialList = cachedRead(
  cachedReads.specialList,
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

/**
 * A special list, limited to a category when the path names one (`/novinky/kuchyna/panvice`); a path
 * that is not a category chain is a 404.
 */
export const loadSpecialListPage = cache(
  async (list: SpecialList, locale: Locale, channelId: ChannelId, path: string, search: string) => {
    const loaded = await readSpecialList(list, locale, channelId, path, canonicalListingSearch(search));
    if (!loaded) notFound();
    return loaded;
  },
);
