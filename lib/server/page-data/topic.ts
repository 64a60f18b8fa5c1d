import 'server-only';
import { cache } from 'react';
import { type ChannelId, channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { cachedReads } from '@/lib/server/cache/cache-manifest';
import { cachedRead } from '@/lib/server/cache/cached-read';
import { getDb } from '@/lib/server/db';
import { getTopicPage, listTopicProductIds } from '@/lib/server/services/content/topics';
import { listProductCardsByIds } from '@/lib/server/services/product-cards';

const TOPIC_PRODUCTS = 24;

const readTopic = cachedRead(cachedReads.topicPage, async (locale: Locale, slug: string) =>
  getTopicPage(await getDb(), { locale, slug }),
);

/** A topic and its products, or null when no topic has this slug in this language. */
export const loadTopicPageData = cache(
  async (locale: Locale, channelId: ChannelId, slug: string | undefined) => {
    const topic = slug ? await readTopic(locale, slug) : null;
    if (!topic) return null;
    const db = await getDb();
    const ids = await listTopicProductIds(db, { topicId: topic.id, limit: TOPIC_PRODUCTS });
    const products = await listProductCardsByIds(db, { locale, channel: channels[channelId], ids });
    return { topic, products };
  },
);
