import { isIPv4, isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, `::` filled in. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * The network of a client address: an IPv4 /24 or an IPv6 /48. One household, office or rented server
 * holds its network whole, so counting networks instead of addresses keeps a script that picks addresses
 * from its own range to one visitor. Anything else (`unknown`) stands for itself.
 */
export function clientNetwork(ip: string): string {
  const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 3).join(':')}::/48`;
  return address;
}
