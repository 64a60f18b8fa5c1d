import 'server-only';
import { type Channel, channels, isChannelId } from '@/lib/config/channels';
import { isLocale, LOCALE_COOKIE_NAME, type Locale } from '@/lib/config/locales';
import { shopForHost } from '@/lib/config/shops';
import { type PriceMode, priceModeOfUser } from '@/lib/pricing';
import { readCookie } from '@/lib/server/auth/cookies';
import { sessionTokenOf } from '@/lib/server/auth/session-cookie';
import type { SessionUser } from '@/lib/server/auth/session-user';
import { findSessionUser } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db';

export type { SelectedCustomer, SessionUser } from '@/lib/server/auth/session-user';

export const CHANNEL_HEADER = 'x-channel-id';
export const LOCALE_HEADER = 'x-user-locale';
export const CHANNEL_COOKIE_NAME = 'channel';

export type { PriceMode } from '@/lib/pricing';

/** What a request is about before the session is looked at: enough to answer with an error. */
export interface RequestShop {
  locale: Locale;
  channel: Channel;
}

export interface RequestContext extends RequestShop {
  /** The signed-in user of the session cookie or Bearer token. */
  user: SessionUser | null;
  selectedCustomerId: number | null;
  /** Net prices are primary for VAT payers on the SK shop or by the user's choice (domain.md). */
  priceMode: PriceMode;
}

export function requestHost(headers: Headers): string | null {
  return headers.get('x-forwarded-host') ?? headers.get('host');
}

/**
 * Locale: X-User-Locale, the locale cookie, the domain's default. Channel: X-Channel-Id, the channel
 * cookie, the domain. Values that are not supported are ignored.
 */
export function getRequestShop(request: Request): RequestShop {
  const { headers } = request;
  const shop = shopForHost(requestHost(headers));
  const cookies = headers.get('cookie');
  const channelId =
    [headers.get(CHANNEL_HEADER), readCookie(cookies, CHANNEL_COOKIE_NAME)].find(isChannelId) ??
    shop.channel.id;
  const locale =
    [headers.get(LOCALE_HEADER), readCookie(cookies, LOCALE_COOKIE_NAME)].find(isLocale) ??
    shop.defaultLocale;
  return { locale, channel: channels[channelId] };
}

/** The shop of the request and its signed-in user; the database is asked only when a token came. */
export async function getRequestContext(request: Request): Promise<RequestContext> {
  const shop = getRequestShop(request);
  const token = sessionTokenOf(request.headers);
  const user = token ? await findSessionUser(await getDb(), token) : null;
  return {
    ...shop,
    user,
    selectedCustomerId: user?.selectedCustomer?.id ?? null,
    priceMode: priceModeOfUser(user, shop.channel.id),
  };
}
