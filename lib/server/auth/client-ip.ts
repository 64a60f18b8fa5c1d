import { env } from '@/lib/config/env';

/**
 * The client's address, which the rate limits count by. Every reverse proxy appends to X-Forwarded-For
 * the address it was called from, and Next writes the socket's address there when the header is absent:
 * so only the last `trustedHops` entries were written by servers we run, and what lies left of them is
 * whatever the client sent (the first entry, trusted before, let anyone pick a fresh address for every
 * login attempt). The entry `trustedHops` from the right is the address our outermost proxy saw; with
 * fewer entries, the first. Without the header: X-Real-IP, else 'unknown' (one bucket for all).
 */
export function clientIp(headers: Headers, trustedHops = env.TRUSTED_PROXY_HOPS): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const address = forwarded[Math.max(0, forwarded.length - Math.max(1, trustedHops))];
  if (address) return address;
  return headers.get('x-real-ip')?.trim() || 'unknown';
}
