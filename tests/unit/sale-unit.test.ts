import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/config/locales';
import { isPack, piecePrice, piecesIn, quantityTextValues, saleUnitOf } from '@/lib/catalog/sale-unit';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';
import sk from '@/messages/sk.json';

describe('the unit a variant is sold in', () => {
  it('reads a pack of 12 in a carton of 24 pieces as a carton of 2 packs', () => {
    expect(saleUnitOf(12, 24)).toEqual({ pieces: 12, cartonUnits: 2 });
    expect(saleUnitOf(1, 24)).toEqual({ pieces: 1, cartonUnits: 24 });
    expect(saleUnitOf(6, 6)).toEqual({ pieces: 6, cartonUnits: 1 });
  });

  it('has no carton where it is not a whole number of units or is a single piece', () => {
    expect(saleUnitOf(12, 6).cartonUnits).toBeNull();
    expect(saleUnitOf(5, 12).cartonUnits).toBeNull();
    expect(saleUnitOf(1, 1).cartonUnits).toBeNull();
  });

  it('counts pieces and prices one piece of a pack', () => {
    expect(isPack({ pieces: 6 })).toBe(true);
    expect(isPack({ pieces: 1 })).toBe(false);
    expect(piecesIn(2, { pieces: 12 })).toBe(24);
    expect(piecePrice(1_166, { pieces: 6 })).toBe(194);
    expect(piecePrice(-1_167, { pieces: 6 })).toBe(-195);
  });
});

describe('a quantity in the shopper’s words', () => {
  const say = (messages: typeof sk, locale: Locale, count: number, pieces: number) =>
    createTranslator({ locale, messages, namespace: 'SaleUnit' })(
      'quantity',
      quantityTextValues(count, { pieces }),
    );

  it('names packs with their pieces in Slovak, Czech and English', () => {
    expect(say(sk, 'sk', 1, 12)).toBe('1 balenie = 12 ks');
    expect(say(sk, 'sk', 2, 12)).toBe('2 balenia = 24 ks');
    expect(say(sk, 'sk', 5, 6)).toBe('5 balení = 30 ks');
    expect(say(cs, 'cs', 2, 12)).toBe('2 balení = 24 ks');
    expect(say(en, 'en', 1, 6)).toBe('1 pack = 6 pcs');
    expect(say(en, 'en', 2, 12)).toBe('2 packs = 24 pcs');
  });

  it('names pieces alone', () => {
    expect(say(sk, 'sk', 24, 1)).toBe('24 ks');
    expect(say(en, 'en', 1, 1)).toBe('1 pc');
    expect(say(en, 'en', 24, 1)).toBe('24 pcs');
  });
});
