import { describe, expect, it } from 'vitest';
import { channels } from '@/lib/config/channels';
import { priceModeOfCart, priceModeOfUser } from '@/lib/pricing';
import { getRequestContext } from '@/lib/server/context';
import { selectedCustomer, sessionUser } from './fixtures/session-user';

function contextFor(url: string, headers: Record<string, string> = {}) {
  return getRequestContext(new Request(url, { headers: { host: new URL(url).host, ...headers } }));
}

describe('request context of an API call', () => {
  it('defaults to the Czech shop in Slovak on an unknown host', async () => {
    const context = await contextFor('http://localhost:3000/api/cart');
    expect(context.locale).toBe('sk');
    expect(context.channel).toMatchObject({ id: 'cz', currency: 'CZK', country: 'CZ' });
    expect(context.priceMode).toBe('gross');
  });

  it('takes the shop and its language from the country domain', async () => {
    expect(await contextFor('http://sk.localhost:3000/api/cart')).toMatchObject({
      locale: 'sk',
      channel: { id: 'sk', currency: 'EUR' },
    });
    expect(await contextFor('http://cz.localhost:3000/api/cart')).toMatchObject({
      locale: 'cs',
      channel: { id: 'cz' },
    });
  });

  it('prefers the X-User-Locale and X-Channel-Id headers, then cookies', async () => {
    expect(
      await contextFor('http://localhost:3000/api/cart', {
        'x-user-locale': 'en',
        'x-channel-id': 'sk',
        cookie: 'locale=cs',
      }),
    ).toMatchObject({ locale: 'en', channel: { id: 'sk' } });
    expect(
      await contextFor('http://localhost:3000/api/cart', { cookie: 'a=1; locale=cs; channel=sk' }),
    ).toMatchObject({
      locale: 'cs',
      channel: { id: 'sk' },
    });
  });

  it('ignores values that are not supported', async () => {
    expect(
      await contextFor('http://localhost:3000/api/cart', {
        'x-user-locale': 'de',
        'x-channel-id': 'at',
        cookie: 'locale=xx',
      }),
    ).toMatchObject({ locale: 'sk', channel: { id: 'cz' } });
  });
});

const vatPayer = selectedCustomer();

describe('price mode of a request', () => {
  it('is gross for visitors and for users without a reason for net prices', () => {
    expect(priceModeOfUser(null, channels.sk.id)).toBe('gross');
    expect(priceModeOfUser(sessionUser(), channels.sk.id)).toBe('gross');
  });

  it('is net for a VAT payer on the SK shop only', () => {
    const user = sessionUser({ selectedCustomer: vatPayer, membershipsCount: 1 });
    expect(priceModeOfUser(user, channels.sk.id)).toBe('net');
    expect(priceModeOfUser(user, channels.cz.id)).toBe('gross');
    const notPayer = sessionUser({ selectedCustomer: { ...vatPayer, isVatPayer: false } });
    expect(priceModeOfUser(notPayer, channels.sk.id)).toBe('gross');
  });

  it('is net wherever the user chose prices without VAT', () => {
    expect(priceModeOfUser(sessionUser({ showPriceWithoutVat: true }), channels.cz.id)).toBe('net');
  });

  it('has no user for a cookie or Bearer value that cannot be a session token', async () => {
    const context = await contextFor('http://localhost:3000/api/cart', {
      cookie: 'auth._token.local=forged',
      authorization: 'Bearer %%%',
    });
    expect(context).toMatchObject({ user: null, selectedCustomerId: null, priceMode: 'gross' });
  });
});

describe('price mode of a cart', () => {
  it('follows the same rule from the cart’s customer and country and the user’s choice', () => {
    expect(priceModeOfCart({ is_vat_payer: true, country_code: 'SK' }, null)).toBe('net');
    expect(priceModeOfCart({ is_vat_payer: true, country_code: 'CZ' }, null)).toBe('gross');
    expect(priceModeOfCart({ is_vat_payer: false, country_code: 'SK' }, undefined)).toBe('gross');
    expect(
      priceModeOfCart({ is_vat_payer: false, country_code: 'CZ' }, { show_price_without_vat: true }),
    ).toBe('net');
  });
});
