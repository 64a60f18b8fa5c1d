import { describe, expect, it } from 'vitest';
import { getRequestContext } from '@/lib/server/context';

function contextFor(url: string, headers: Record<string, string> = {}) {
  return getRequestContext(new Request(url, { headers: { host: new URL(url).host, ...headers } }));
}

describe('request context of an API call', () => {
  it('defaults to the Czech shop in Slovak on an unknown host', () => {
    const context = contextFor('http://localhost:3000/api/cart');
    expect(context.locale).toBe('sk');
    expect(context.channel).toMatchObject({ id: 'cz', currency: 'CZK', country: 'CZ' });
    expect(context.priceMode).toBe('gross');
  });

  it('takes the shop and its language from the country domain', () => {
    expect(contextFor('http://sk.localhost:3000/api/cart')).toMatchObject({
      locale: 'sk',
      channel: { id: 'sk', currency: 'EUR' },
    });
    expect(contextFor('http://cz.localhost:3000/api/cart')).toMatchObject({
      locale: 'cs',
      channel: { id: 'cz' },
    });
  });

  it('prefers the X-User-Locale and X-Channel-Id headers, then cookies', () => {
    expect(
      contextFor('http://localhost:3000/api/cart', {
        'x-user-locale': 'en',
        'x-channel-id': 'sk',
        cookie: 'locale=cs',
      }),
    ).toMatchObject({ locale: 'en', channel: { id: 'sk' } });
    expect(
      contextFor('http://localhost:3000/api/cart', { cookie: 'a=1; locale=cs; channel=sk' }),
    ).toMatchObject({
      locale: 'cs',
      channel: { id: 'sk' },
    });
  });

  it('ignores values that are not supported', () => {
    expect(
      contextFor('http://localhost:3000/api/cart', {
        'x-user-locale': 'de',
        'x-channel-id': 'at',
        cookie: 'locale=xx',
      }),
    ).toMatchObject({ locale: 'sk', channel: { id: 'cz' } });
  });
});
