import 'server-only';
import { channels } from '@/lib/config/channels';
import { shopDomains } from '@/lib/config/shops';
import type { ShopDomain } from '@/lib/api/contract/settings';

/** The country shops as the cart lists them: GET /api/settings/domains without the delivery note. */
export function cartDomains(): ShopDomain[] {
  return shopDomains().map(({ domain, channel }) => ({
    domain,
    country: channels[channel].country,
    channel,
    currency: channels[channel].currency,
    default_locale: channels[channel].defaultLocale,
  }));
}
