import 'server-only';
import { cache } from 'react';
import { type ChannelId, channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { cachedReads } from '@/lib/server/cache/cache-manifest';
import { cachedRead } from '@/lib/server/cache/cached-read';
import { getDb } from '@/lib/server/db';
import { loadHomePage } from '@/lib/server/services/home-page';

const HOUR = 3_600_000;

/**
 * Banners are chosen by their validity at the start of the hour, and the hour is part of the key: one
 * that starts or ends shows or goes within the hour, as with the page's own ISR period.
 */
const readHomePage = cachedRead(
  cachedReads.homePage,
  async (locale: Locale, channelId: ChannelId, hourStart: number) =>
    loadHomePage(await getDb(), { locale, channel: channels[channelId], now: new Date(hourStart) }),
);

/** Slides, banners, categories and the product rows of the home page. */
export const loadHomePageData = cache((locale: Locale, channelId: ChannelId) =>
  readHomePage(locale, channelId, Math.floor(Date.now() / HOUR) * HOUR),
);
