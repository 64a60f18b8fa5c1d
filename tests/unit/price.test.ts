import { describe, expect, it } from 'vitest';
import { nb } from '../support/no-break';
import { currencySymbol, formatPrice } from '@/lib/format/price';

describe('formatPrice', () => {
  it('divides minor units by 100 and shows two decimals with a comma', () => {
    expect(formatPrice(1200, 'EUR')).toBe(nb('12,00 €'));
    expect(formatPrice(1250, 'CZK')).toBe(nb('12,50 Kč'));
    expect(formatPrice(5, 'CZK')).toBe(nb('0,05 Kč'));
    expect(formatPrice(99, 'EUR')).toBe(nb('0,99 €'));
  });

  it('shows zero as 0,00', () => {
    expect(formatPrice(0, 'CZK')).toBe(nb('0,00 Kč'));
    expect(formatPrice(-0, 'EUR')).toBe(nb('0,00 €'));
  });

  it('groups thousands and millions with a no-break space, never a narrow one, and keeps the symbol on the line', () => {
    expect(formatPrice(123450, 'CZK')).toBe(nb('1 234,50 Kč'));
    expect(formatPrice(100000, 'CZK')).toBe(nb('1 000,00 Kč'));
    expect(formatPrice(99999999, 'EUR')).toBe(nb('999 999,99 €'));
    expect(formatPrice(100000000, 'CZK')).toBe(nb('1 000 000,00 Kč'));
    expect(formatPrice(123456789012, 'EUR')).toBe(nb('1 234 567 890,12 €'));
    expect(formatPrice(123450, 'CZK')).not.toMatch(/[ \u202f]/);
  });

  it('shows negative amounts (discounts) divided by 100 with a leading minus', () => {
    expect(formatPrice(-1250, 'EUR')).toBe(nb('-12,50 €'));
    expect(formatPrice(-123450, 'CZK')).toBe(nb('-1 234,50 Kč'));
    expect(formatPrice(-1, 'CZK')).toBe(nb('-0,01 Kč'));
  });

  it('rounds fractional minor values half away from zero', () => {
    expect(formatPrice(12345.5, 'CZK')).toBe(nb('123,46 Kč'));
    expect(formatPrice(12345.4, 'CZK')).toBe(nb('123,45 Kč'));
    expect(formatPrice(-12345.5, 'EUR')).toBe(nb('-123,46 €'));
    expect(formatPrice(99999.5, 'CZK')).toBe(nb('1 000,00 Kč'));
    expect(formatPrice(-0.4, 'CZK')).toBe(nb('0,00 Kč'));
  });

  it('does not show a broken value as a real price', () => {
    expect(formatPrice(Number.NaN, 'CZK')).toBe(nb('– Kč'));
  });
});

describe('currencySymbol', () => {
  it('maps CZK to Kč and EUR to €', () => {
    expect(currencySymbol('CZK')).toBe('Kč');
    expect(currencySymbol('EUR')).toBe('€');
  });
});
