import 'server-only';
import type { ChannelId } from '@/lib/config/channels';
import { shopOrigin } from '@/lib/config/shop-origins';
import { shopForHost } from '@/lib/config/shops';
import { requestHost } from '@/lib/server/context';

/** The shop whose sitemap a request asks for: the one of its host, on that shop's public origin. */
export function sitemapShop(headers: Headers): { origin: string; channel: ChannelId } {
  const channel = shopForHost(requestHost(headers)).channel.id;
  return { origin: shopOrigin(channel), channel };
}
