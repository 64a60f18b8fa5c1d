import type { ChannelId } from './channels';
import { env } from './env';
import { shopForHost } from './shops';

const publicUrl = new URL(env.PUBLIC_URL);

/**
 * The public origin of a country shop's pages, for absolute canonical, hreflang, sitemap and JSON-LD
 * URLs. Pages are cached per locale and channel, not per host, so the origin follows the channel: the
 * Czech shop is the default shop (`PUBLIC_URL`), the Slovak one its own domain with PUBLIC_URL's scheme
 * and port. Both serve Slovak without a prefix, so every path of `getPathname` is valid on either.
 */
export function shopOrigin(channel: ChannelId): string {
  return channel === 'cz' ? publicUrl.origin : originOnDomain(env.SHOP_DOMAIN_SK);
}

/** A shop domain's origin with PUBLIC_URL's scheme and port: how visitors reach every shop of this set-up. */
export function originOnDomain(domain: string): string {
  const port = publicUrl.port ? `:${publicUrl.port}` : '';
  return `${publicUrl.protocol}//${domain}${port}`;
}

/** The origin of the shop a request came to (sitemap and robots.txt are served on every shop domain). */
export function shopOriginForHost(host: string | null | undefined): string {
  return shopOrigin(shopForHost(host).channel.id);
}
