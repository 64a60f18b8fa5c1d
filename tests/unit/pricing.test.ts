import { describe, expect, it } from 'vitest';
import { channels } from '@/lib/config/channels';
import { eurFromCzk, grossFromNet, priceFromNet, roundHalfAwayFromZero } from '@/lib/server/services/pricing';

describe('pricing rules of domain.md', () => {
  it('rounds half away from zero', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.49)).toBe(2);
  });

  it('turns a net unit price into gross with the channel VAT rate', () => {
    expect(grossFromNet(10000, 21)).toBe(12100);
    expect(grossFromNet(1050, 23)).toBe(1292); // 1291.5 rounds up
    expect(priceFromNet(8900, channels.cz, 'standard')).toEqual({
      withVat: 10769,
      withoutVat: 8900,
      vatRate: 21,
      currency: 'CZK',
    });
    expect(priceFromNet(1000, channels.sk, 'reduced')).toMatchObject({
      withVat: 1190,
      vatRate: 19,
      currency: 'EUR',
    });
  });

  it('derives a missing EUR price from CZK at the exchange rate, to the cent', () => {
    expect(eurFromCzk(25200, 25.2)).toBe(1000);
    expect(eurFromCzk(8900, 25.2)).toBe(353); // 353.17
  });
});
