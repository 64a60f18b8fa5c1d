import { describe, expect, it } from 'vitest';
import { reorderLine, type PastLine } from '@/lib/server/services/account/reorder-line';
import type { VariantOffer } from '@/lib/server/services/cart/variant-offers';

const past: PastLine = {
  id: 7,
  variantId: 3,
  code: 'TD-19',
  name: 'Talíř hluboký 19 cm',
  quantity: 10,
  unitPriceWithVat: 12_100,
  unitPriceWithoutVat: 10_000,
};

function offer(change: Partial<VariantOffer> = {}): VariantOffer {
  return {
    variantId: 3,
    productId: 1,
    code: 'TD-19',
    name: 'Talíř hluboký 19 cm',
    productUrl: '/produkt/talir',
    image: null,
    packQuantity: 1,
    unitPieces: 1,
    minQuantity: 1,
    stepQuantity: 1,
    stock: 50,
    backorder: false,
    isActive: true,
    vatRate: 21,
    unitNet: 10_000,
    listUnitNet: 10_000,
    ...change,
  };
}

const gross = { priceMode: 'gross' as const, sameCurrency: true };

describe('a past order line against today’s offer', () => {
  it('suggests the ordered quantity when nothing changed', () => {
    expect(reorderLine(past, offer(), gross)).toMatchObject({
      available: true,
      suggested_quantity: 10,
      price_change: 'same',
      notes: [],
      current_unit_with_vat: 12_100,
    });
  });

  it('compares the price in the shopper’s mode, and not at all across currencies', () => {
    // Net went down by 1 haléř, but the VAT rate rose: gross went up.
    const changed = offer({ unitNet: 9_999, vatRate: 23 });
    expect(reorderLine(past, changed, gross).price_change).toBe('up');
    expect(reorderLine(past, changed, { priceMode: 'net', sameCurrency: true }).price_change).toBe('down');
    expect(reorderLine(past, changed, { priceMode: 'net', sameCurrency: false }).price_change).toBeNull();
  });

  it('moves the quantity onto new steps and down to the stock', () => {
    expect(reorderLine(past, offer({ minQuantity: 6, stepQuantity: 6 }), gross)).toMatchObject({
      suggested_quantity: 12,
      notes: ['QUANTITY_ADJUSTED'],
    });
    expect(reorderLine(past, offer({ stock: 4 }), gross)).toMatchObject({
      available: true,
      suggested_quantity: 4,
      notes: ['LESS_STOCK'],
    });
    expect(reorderLine(past, offer({ stock: 0 }), gross)).toMatchObject({
      available: false,
      suggested_quantity: 0,
      notes: ['OUT_OF_STOCK'],
    });
    expect(reorderLine(past, offer({ stock: 2, backorder: true }), gross)).toMatchObject({
      suggested_quantity: 10,
      notes: ['ON_BACKORDER'],
    });
  });

  it('says why a line cannot be ordered again', () => {
    expect(reorderLine({ ...past, variantId: null }, undefined, gross).notes).toEqual(['VARIANT_NOT_FOUND']);
    expect(reorderLine(past, offer({ isActive: false }), gross)).toMatchObject({
      available: false,
      notes: ['VARIANT_NOT_AVAILABLE'],
      product_url: null,
    });
    expect(reorderLine(past, offer({ unitNet: null }), gross).notes).toEqual(['PRICE_NOT_AVAILABLE']);
  });
});
