import { describe, expect, it } from 'vitest';
import { clientNetwork } from '@/lib/server/services/search/client-network';

describe('the network a search is counted by', () => {
  it('is the /24 of an IPv4 address, also when written IPv4-mapped', () => {
    expect(clientNetwork('198.51.100.20')).toBe('198.51.100.0/24');
    expect(clientNetwork('198.51.100.254')).toBe('198.51.100.0/24');
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(clientNetwork('203.0.113.20')).toBe('203.0.113.0/24');
  });

  it('is the /48 of an IPv6 address however it is written', () => {
    expect(clientNetwork('2001:db8:20::1')).toBe('2001:db8:20::/48');
    expect(clientNetwork('2001:0DB8:0020:ffff::42')).toBe('2001:db8:20::/48');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(clientNetwork('2001:db8:21::1')).not.toBe(clientNetwork('2001:db8:20::1'));
  });

  it('is the text itself when it is no address', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
