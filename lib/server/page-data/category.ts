import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { type ChannelId, channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { canonicalListingSearch } from '@/lib/listing/canonical-search';
import { parseListingSearchParams } from '@/lib/listing/parse-search-params';
import { cachedReads } from '@/lib/server/cache/cache-manifest';
import { cachedRead } from '@/lib/server/cache/cached-read';
import { redirectToOwnSlug } from '@/lib/server/content/own-slug-redirect';
import { getDb } from '@/lib/server/db';
import { getListing } from '@/lib/server/services/catalog/listing/get-listing';
import { findListingCategory } from '@/lib/server/services/catalog/listing/listing-category';

const readCategoryListing = cachedRead(
  cachedReads.categoryListing,
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

/**
 * A category and its listing for a URL's query string (`search`, as `searchString` makes it). Another
 * language's slug moves to this one's; an unknown slug is a 404.
 */
export const loadCategoryPage = cache(
  async (locale: Locale, channelId: ChannelId, slug: string, search: string) => {
    const loaded = await readCategoryListing(locale, channelId, slug, canonicalListingSearch(search));
    if (loaded) return loaded;
    await redirectToOwnSlug({ kind: 'category', locale, slug, search });
    notFound();
  },
);
