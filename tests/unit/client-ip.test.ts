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
