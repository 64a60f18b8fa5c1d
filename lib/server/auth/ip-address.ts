import { isIPv4, isIPv6 } from 'node:net';

/** An IPv4 address as itself, also when a dual-stack socket writes it IPv4-mapped (`::ffff:1.2.3.4`). */
export function unmapped(ip: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}

/** The eight groups of an IPv6 address, `::` filled in, leading zeros dropped. */
export function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * The client a per-address limit counts: an IPv4 address, or the /64 of an IPv6 one. A subscriber or a
 * rented server gets a whole /64 and may use any of its 2^64 addresses, so counting single IPv6 addresses
 * would give one client a fresh limit per request.
 */
export function limitedClient(ip: string): string {
  const address = unmapped(ip);
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}
