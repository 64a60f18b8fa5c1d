import 'server-only';
import { channels, type ChannelId, type CountryCode } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { shopDomains } from '@/lib/config/shops';
import { formatPrice } from '@/lib/format/price';
import type { ShopDomain, SwitchDomainQuery } from '@/lib/api/contract/settings';
import type { DbOrTx } from '@/lib/server/db';
import {
  SETTING_FREE_SHIPPING_THRESHOLD_CZ,
  SETTING_FREE_SHIPPING_THRESHOLD_SK,
  type SettingKey,
} from '@/lib/server/db/settings-keys';
import { AppError } from '@/lib/server/errors';
import { getSetting } from './settings';

/** Where the visitor reached us: the scheme and Host (with its port) of the request. */
export interface RequestOrigin {
  protocol: 'http:' | 'https:';
  host: string;
}

/** Behind a proxy that ends TLS the request URL says http, so the forwarded protocol and host count. */
export function requestOrigin(request: Request): RequestOrigin {
  const url = new URL(request.url);
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const host =
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() ?? request.headers.get('host') ?? url.host;
  const protocol = forwardedProto === 'https' || url.protocol === 'https:' ? 'https:' : 'http:';
  return { protocol, host };
}

function portOf(origin: RequestOrigin): string {
  try {
    return new URL(`${origin.protocol}//${origin.host}`).port;
  } catch {
    return '';
  }
}

const freeShippingKeys: Record<ChannelId, SettingKey> = {
  cz: SETTING_FREE_SHIPPING_THRESHOLD_CZ,
  sk: SETTING_FREE_SHIPPING_THRESHOLD_SK,
};

const deliveryTexts: Record<
  Locale,
  { deliversTo: Record<CountryCode, string>; freeFrom: (price: string) => string }
> = {
  sk: {
    deliversTo: { CZ: 'Doručujeme po Česku, ceny v Kč.', SK: 'Doručujeme po Slovensku, ceny v €.' },
    freeFrom: (price) => `Doprava zdarma od ${price}.`,
  },
  cs: {
    deliversTo: { CZ: 'Doručujeme po Česku, ceny v Kč.', SK: 'Doručujeme po Slovensku, ceny v €.' },
    freeFrom: (price) => `Doprava zdarma od ${price}.`,
  },
  en: {
    deliversTo: {
      CZ: 'Delivery within the Czech Republic, prices in CZK.',
      SK: 'Delivery within Slovakia, prices in EUR.',
    },
    freeFrom: (price) => `Free delivery from ${price}.`,
  },
};

async function deliveryNote(db: DbOrTx, channelId: ChannelId, locale: Locale): Promise<string> {
  const channel = channels[channelId];
  const texts = deliveryTexts[locale];
  const threshold = Number.parseInt((await getSetting(db, freeShippingKeys[channelId])) ?? '', 10);
  const parts = [texts.deliversTo[channel.country]];
  if (Number.isSafeInteger(threshold) && threshold > 0) {
    parts.push(texts.freeFrom(formatPrice(threshold, channel.currency)));
  }
  return parts.join(' ');
}

/** The country shops of the language/country modal (spec §2), with a delivery note in `locale`. */
export async function listShopDomains(db: DbOrTx, locale: Locale): Promise<ShopDomain[]> {
  return Promise.all(
    shopDomains().map(async ({ domain, channel: channelId }) => {
      const channel = channels[channelId];
      return {
        domain,
        country: channel.country,
        channel: channelId,
        currency: channel.currency,
        default_locale: channel.defaultLocale,
        delivery_note: await deliveryNote(db, channelId, locale),
      };
    }),
  );
}

/**
 * The address of `path` on another configured shop, keeping the scheme and port the visitor uses now
 * (`http://cz.localhost:3000` → `http://sk.localhost:3000`). Only configured domains are accepted, so the
 * endpoint cannot be used to send visitors elsewhere.
 */
export function switchDomainUrl(query: SwitchDomainQuery, current: RequestOrigin): string {
  const shop = shopDomains().find((candidate) => candidate.domain === query.domain);
  if (!shop) throw new AppError('VALIDATION_ERROR', undefined, { fields: { domain: ['unknownDomain'] } });
  const port = portOf(current);
  const base = `${current.protocol}//${shop.domain}${port ? `:${port}` : ''}`;
  return new URL(query.path ?? '/', base).toString();
}
