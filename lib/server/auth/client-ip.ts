import { env } from '@/lib/config/env';
import { limitedClient } from './ip-address';

/**
 * The client's address, which the rate limits count by (an IPv6 address as its /64). The front server
 * (server.ts) writes X-Forwarded-For itself when no proxy is trusted (the socket's address), and behind
 * `trustedHops` proxies each appends the address it was called from, so what lies left of the last
 * `trustedHops` entries is whatever the client sent. The entry `trustedHops` from the right is the
 * address our outermost proxy saw; with fewer entries, the first. Without the header: X-Real-IP, else
 * 'unknown' (one bucket for all).
 */
export function clientIp(headers: Headers, trustedHops = env.TRUSTED_PROXY_HOPS): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const address = forwarded[Math.max(0, forwarded.length - Math.max(1, trustedHops))];
  if (address) return limitedClient(address);
  const real = headers.get('x-real-ip')?.trim();
  return real ? limitedClient(real) : 'unknown';
}
