import { describe, expect, it } from 'vitest';
import { clientIp } from '@/lib/server/auth/client-ip';

const headers = (values: Record<string, string>) => new Headers(values);

describe('the client address the rate limits count by', () => {
  it('is the address the nearest proxy appended, not one the client wrote before it', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.9' }), 1)).toBe('203.0.113.9');
    expect(clientIp(headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }), 1)).toBe('203.0.113.9');
    expect(clientIp(headers({ 'x-forwarded-for': 'spoofed,  ,198.51.100.7 ' }), 1)).toBe('198.51.100.7');
  });

  it('counts back as many entries as there are trusted proxies, and takes the first when there are fewer', () => {
    const chain = headers({ 'x-forwarded-for': 'spoofed, 203.0.113.9, 10.0.0.2' });
    expect(clientIp(chain, 2)).toBe('203.0.113.9');
    expect(clientIp(chain, 5)).toBe('spoofed');
  });

  it('falls back to X-Real-IP, then to one shared bucket', () => {
    expect(clientIp(headers({ 'x-real-ip': ' 192.0.2.4 ' }), 1)).toBe('192.0.2.4');
    expect(clientIp(headers({ 'x-forwarded-for': ' , ' }), 1)).toBe('unknown');
    expect(clientIp(headers({}), 1)).toBe('unknown');
  });
});

describe('an IPv6 client', () => {
  it('is counted as its /64, which it holds whole, however the address is written', () => {
    const of = (address: string) => clientIp(headers({ 'x-forwarded-for': address }), 0);
    expect(of('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(of('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(of('2001:0DB8:0001:0002::beef')).toBe('2001:db8:1:2::/64');
    expect(of('2001:db8:1:3::1')).not.toBe(of('2001:db8:1:2::1'));
  });

  it('and an IPv4 address as itself, also when a dual-stack socket writes it IPv4-mapped', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '::ffff:203.0.113.9' }), 0)).toBe('203.0.113.9');
    expect(clientIp(headers({ 'x-real-ip': '::ffff:192.0.2.4' }), 1)).toBe('192.0.2.4');
  });
});
