import 'server-only';
import { cache } from 'react';
import { type ChannelId, channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { cachedReads } from '@/lib/server/cache/cache-manifest';
import { cachedRead } from '@/lib/server/cache/cached-read';
import { getDb } from '@/lib/server/db';
import { getTrend } from '@/lib/server/services/content/trends';
import { listProductCardsByIds } from '@/lib/server/services/product-cards';

const readTrend = cachedRead(cachedReads.trendArticle, async (locale: Locale, slug: string) =>
  getTrend(await getDb(), { locale, slug }),
);

/** A trend article and its products, or null when no article has this slug in this language. */
export const loadTrendPageData = cache(
  async (locale: Locale, channelId: ChannelId, slug: string | undefined) => {
    const trend = slug ? await readTrend(locale, slug) : null;
    if (!trend) return null;
    const channel = channels[channelId];
    const products = await listProductCardsByIds(await getDb(), { locale, channel, ids: trend.productIds });
    return { trend, products };
  },
);
