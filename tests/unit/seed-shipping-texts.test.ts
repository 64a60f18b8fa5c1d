import { describe, expect, it } from 'vitest';
import { pickupPointSeeds } from '@/lib/server/db/seed/shop/branches-data';
import { paymentSeeds, shippingSeeds } from '@/lib/server/db/seed/shop/shipping-data';

describe('the demo shop’s shipping and payment texts say what the shop does', () => {
  it('names as many pickup points per country as the pickup chooser lists', () => {
    const count = (country: 'CZ' | 'SK') =>
      pickupPointSeeds.filter((point) => point.country === country).length;
    const pickup = shippingSeeds.find((shipping) => shipping.code === 'pickup-point')!;
    for (const { description } of Object.values(pickup.translations)) {
      expect(description).toContain(String(count('CZ')));
      expect(description).toContain(String(count('SK')));
      expect(description).not.toContain(String(count('CZ') + count('SK')));
    }
  });

  it('promises each currency its own QR code in the Slovak bank-transfer text (CZK orders get QR Platba)', () => {
    const bankTransfer = paymentSeeds.find((payment) => payment.code === 'bank-transfer')!;
    expect(bankTransfer.translations.sk.description).toContain('PAY by square');
    expect(bankTransfer.translations.sk.description).toContain('QR Platba');
  });
});
