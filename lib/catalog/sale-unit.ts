/**
 * The unit a variant is sold in: a piece, or a pack of n pieces; a carton holds m such units. Quantities
 * in the cart, the stock and the minimum and step rules all count units; pieces are shown beside them.
 */
export interface SaleUnit {
  /** Pieces in one unit: 1 for a piece, n for a pack of n. */
  pieces: number;
  /** Units in a carton; null when the carton is not a whole number of units or is a single piece. */
  cartonUnits: number | null;
}

/** From a variant's stored `unit_pieces` and `pack_quantity` (pieces in a carton). */
export function saleUnitOf(unitPieces: number, cartonPieces: number): SaleUnit {
  const pieces = Math.max(1, Math.floor(unitPieces));
  const carton = Math.floor(cartonPieces);
  const wholeUnits = carton >= pieces && carton % pieces === 0 && carton > 1;
  return { pieces, cartonUnits: wholeUnits ? carton / pieces : null };
}

export function isPack(unit: Pick<SaleUnit, 'pieces'>): boolean {
  return unit.pieces > 1;
}

/** How many pieces `quantity` units are. */
export function piecesIn(quantity: number, unit: Pick<SaleUnit, 'pieces'>): number {
  return quantity * unit.pieces;
}

/** The price of one piece of a unit priced `unitPrice` (minor units), rounded half away from zero. */
export function piecePrice(unitPrice: number, unit: Pick<SaleUnit, 'pieces'>): number {
  return Math.sign(unitPrice) * Math.round(Math.abs(unitPrice) / unit.pieces);
}

/** The ICU values of the `SaleUnit.quantity` text: "24 ks", "2 balenia = 24 ks". */
export function quantityTextValues(
  quantity: number,
  unit: Pick<SaleUnit, 'pieces'>,
): { unit: 'piece' | 'pack'; count: number; pieces: number } {
  return { unit: isPack(unit) ? 'pack' : 'piece', count: quantity, pieces: piecesIn(quantity, unit) };
}
