import 'server-only';
import { type Channel, channels, isChannelId } from '@/lib/config/channels';
import { isLocale, LOCALE_COOKIE_NAME, type Locale } from '@/lib/config/locales';
import { shopForHost } from '@/lib/config/shops';

export const CHANNEL_HEADER = 'x-channel-id';
export const LOCALE_HEADER = 'x-user-locale';
export const CHANNEL_COOKIE_NAME = 'channel';

export type PriceMode = 'gross' | 'net';

export interface RequestContext {
  locale: Locale;
  channel: Channel;
  /** The signed-in user; sessions arrive with the authentication issue. */
  user: null;
  selectedCustomerId: number | null;
  /** Net prices are primary for VAT payers on the SK shop or by the user's choice (domain.md). */
  priceMode: PriceMode;
}

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function requestHost(headers: Headers): string | null {
  return headers.get('x-forwarded-host') ?? headers.get('host');
}

/**
 * Locale: X-User-Locale, the locale cookie, the domain's default. Channel: X-Channel-Id, the channel
 * cookie, the domain. Values that are not supported are ignored.
 */
export function getRequestContext(request: Request): RequestContext {
  const { headers } = request;
  const shop = shopForHost(requestHost(headers));
  const cookies = headers.get('cookie');
  const channelId =
    [headers.get(CHANNEL_HEADER), cookieValue(cookies, CHANNEL_COOKIE_NAME)].find(isChannelId) ??
    shop.channel.id;
  const locale =
    [headers.get(LOCALE_HEADER), cookieValue(cookies, LOCALE_COOKIE_NAME)].find(isLocale) ??
    shop.defaultLocale;
  return { locale, channel: channels[channelId], user: null, selectedCustomerId: null, priceMode: 'gross' };
}
