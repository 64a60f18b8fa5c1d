import { env } from './env';
import { type ChannelId, channels, defaultChannelId, type Channel } from './channels';
import { defaultLocale, type Locale } from './locales';

export interface Shop {
  channel: Channel;
  domain: string | null;
  /** The locale served without a prefix on this host. */
  defaultLocale: Locale;
}

const domains: Record<ChannelId, string> = { cz: env.SHOP_DOMAIN_CZ, sk: env.SHOP_DOMAIN_SK };

export function shopDomains(): { domain: string; country: string; channel: ChannelId }[] {
  return (Object.keys(domains) as ChannelId[]).map((id) => ({
    domain: domains[id],
    country: channels[id].country,
    channel: id,
  }));
}

function hostname(host: string | null | undefined): string {
  return (host ?? '').split(',')[0]!.trim().toLowerCase().replace(/:\d+$/, '');
}

/** Resolves the country shop from the request host; an unknown host is the default shop. */
export function shopForHost(host: string | null | undefined): Shop {
  const name = hostname(host);
  const match = (Object.keys(domains) as ChannelId[]).find((id) => domains[id] === name);
  if (!match) return { channel: channels[defaultChannelId], domain: null, defaultLocale };
  return { channel: channels[match], domain: domains[match], defaultLocale: channels[match].defaultLocale };
}
