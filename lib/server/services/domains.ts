import 'server-only';
import { createTranslator } from 'next-intl';
import { channels, type ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { env } from '@/lib/config/env';
import { originOnDomain } from '@/lib/config/shop-origins';
import { shopDomains, shopForHost } from '@/lib/config/shops';
import { formatPrice } from '@/lib/format/price';
import { loadShopMessages } from '@/lib/i18n/message-overrides';
import { localTarget } from '@/lib/navigation';
import type { ShopDomain, SwitchDomainQuery } from '@/lib/api/contract/settings';
import type { DbOrTx } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import type { RequestOrigin } from '@/lib/server/http/request-origin';
import { getFreeShippingThreshold } from './settings';

export { requestOrigin, type RequestOrigin } from '@/lib/server/http/request-origin';

/**
 * The origin an e-mail link may point to: the configured address of the shop the request came to (its
 * domain with PUBLIC_URL's scheme and port), else PUBLIC_URL itself. Nothing of it is taken from the
 * request but the choice between configured shops: a forged Host header, or a port of its own, must not
 * send our customers a link to someone else's server.
 */
export function mailLinkOrigin(origin: RequestOrigin): RequestOrigin {
  const { domain } = shopForHost(origin.host);
  const configured = new URL(domain ? originOnDomain(domain) : env.PUBLIC_URL);
  return { protocol: configured.protocol === 'https:' ? 'https:' : 'http:', host: configured.host };
}

function portOf(origin: RequestOrigin): string {
  try {
    return new URL(`${origin.protocol}//${origin.host}`).port;
  } catch {
    return '';
  }
}

async function deliveryNote(db: DbOrTx, channelId: ChannelId, locale: Locale): Promise<string> {
  const channel = channels[channelId];
  const t = createTranslator({ locale, messages: await loadShopMessages(locale), namespace: 'ShopDelivery' });
  const threshold = await getFreeShippingThreshold(db, channelId);
  const parts = [t(`deliversTo.${channel.country}`)];
  if (threshold) parts.push(t('freeFrom', { price: formatPrice(threshold, channel.currency) }));
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
 * (`http://cz.localhost:3000` → `http://sk.localhost:3000`). Only configured domains are accepted, and
 * the parsed address must keep exactly that shop's origin, so the endpoint cannot send visitors elsewhere.
 */
export function switchDomainUrl(query: SwitchDomainQuery, current: RequestOrigin): string {
  const shop = shopDomains().find((candidate) => candidate.domain === query.domain);
  if (!shop) throw new AppError('VALIDATION_ERROR', undefined, { fields: { domain: ['unknownDomain'] } });
  const port = portOf(current);
  const base = new URL(`${current.protocol}//${shop.domain}${port ? `:${port}` : ''}`);
  const target = localTarget(query.path ?? '/');
  const url = target === null ? null : new URL(target, base);
  if (!url || url.origin !== base.origin) {
    throw new AppError('VALIDATION_ERROR', undefined, { fields: { path: ['localPath'] } });
  }
  return url.toString();
}
