'use client';

import { useTranslations } from 'next-intl';
import { isPack, quantityTextValues } from '@/lib/catalog/sale-unit';

/** Quantities and unit prices in the unit a variant is sold in, with the pieces beside a pack's count. */
export function useSaleUnitText() {
  const t = useTranslations('SaleUnit');
  const unitOf = (pieces: number) => (isPack({ pieces }) ? 'pack' : 'piece');
  return {
    /** "24 ks", "2 balenia = 24 ks". */
    quantity: (count: number, unitPieces: number) =>
      t('quantity', quantityTextValues(count, { pieces: unitPieces })),
    /** What stands beside a quantity field: "ks", "balenia = 24 ks". */
    unitWord: (count: number, unitPieces: number) =>
      t('unitWord', quantityTextValues(count, { pieces: unitPieces })),
    /** "Cena za kus" / "Cena za balenie". */
    unitPriceLabel: (unitPieces: number) => t('unitPrice', { unit: unitOf(unitPieces) }),
    /** "11,66 € / balenie". */
    perUnit: (price: string, unitPieces: number) => t('perUnit', { price, unit: unitOf(unitPieces) }),
    perPiece: (price: string) => t('perPiece', { price }),
    packOf: (unitPieces: number) => t('packOf', { pieces: unitPieces }),
    stockCapped: (stock: string, quantity: string) => t('stockCapped', { stock, quantity }),
    maximumCapped: (quantity: string) => t('maximumCapped', { quantity }),
  };
}
