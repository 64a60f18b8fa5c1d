import 'server-only';
import { type ChannelId, channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { cachedRead } from '@/lib/server/cache/cached-read';
import { getDb } from '@/lib/server/db';
import { loadHomePage } from '@/lib/server/services/home-page';

const HOUR = 3_600_000;

/**
 * Shared by every visitor of a language and shop until the catalog or the content changes. Banners are
 * chosen by their validity at the start of the hour, and the hour is part of the key: one that starts
 * or ends shows or goes within the hour, as with the page's own ISR period.
 */
const readHomePage = cachedRead(
  'home-page',
  [cacheTags.catalog, cacheTags.content],
  async (locale: Locale, channelId: ChannelId, hourStart: number) =>
    loadHomePage(await getDb(), { locale, channel: channels[channelId], now: new Date(hourStart) }),
);

export function loadHomePageOfThisHour(locale: Locale, channelId: ChannelId) {
  return readHomePage(locale, channelId, Math.floor(Date.now() / HOUR) * HOUR);
}
