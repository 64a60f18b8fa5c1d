import { isIPv4, isIPv6 } from 'node:net';
import { ipv6Groups, unmapped } from '@/lib/server/auth/ip-address';

/**
 * The network of a client address: an IPv4 /24 or an IPv6 /48. One household, office or rented server
 * holds its network whole, so counting networks instead of addresses keeps a script that picks addresses
 * from its own range to one visitor. Anything else (`unknown`) stands for itself.
 */
export function clientNetwork(ip: string): string {
  const address = unmapped(ip);
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 3).join(':')}::/48`;
  return address;
}
