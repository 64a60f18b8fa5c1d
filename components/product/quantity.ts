import { CART_QUANTITY_MAX } from '@/lib/api/contract/limits';
import { saleUnitOf } from '@/lib/catalog/sale-unit';

/** What limits the quantity of one variant in a cart line (the cart checks the same on the server). */
export interface QuantityLimits {
  minQuantity: number;
  stepQuantity: number;
  /** Pieces in a carton. */
  packQuantity: number;
  /** Pieces in the unit sold; every quantity here counts units. */
  unitPieces: number;
  stock: number;
  backorder: boolean;
}

/** Without backorder only the stock can be ordered. */
export function maxQuantity(limits: QuantityLimits): number {
  const ceiling = limits.backorder ? CART_QUANTITY_MAX : Math.min(CART_QUANTITY_MAX, limits.stock);
  if (ceiling < limits.minQuantity) return 0;
  return (
    limits.minQuantity +
    Math.floor((ceiling - limits.minQuantity) / limits.stepQuantity) * limits.stepQuantity
  );
}

/** The nearest allowed quantity: the minimum, then up to the next step, never above the maximum. */
export function allowedQuantity(wanted: number, limits: QuantityLimits): number {
  const max = maxQuantity(limits);
  if (!Number.isFinite(wanted) || wanted <= limits.minQuantity)
    return Math.min(limits.minQuantity, Math.max(max, limits.minQuantity));
  const steps = Math.ceil((Math.floor(wanted) - limits.minQuantity) / limits.stepQuantity);
  return Math.min(limits.minQuantity + steps * limits.stepQuantity, Math.max(max, limits.minQuantity));
}

/**
 * The smallest full-carton quantity (in units) above `quantity` that the steps allow, or null when the
 * quantity already fills whole cartons, a carton is one unit, or no such quantity can be ordered.
 */
export function fullCartonQuantity(quantity: number, limits: QuantityLimits): number | null {
  const { minQuantity: min, stepQuantity: step } = limits;
  const pack = saleUnitOf(limits.unitPieces, limits.packQuantity).cartonUnits;
  if (pack === null || pack <= 1 || quantity % pack === 0) return null;
  const max = maxQuantity(limits);
  for (let candidate = Math.ceil(quantity / pack) * pack; candidate <= max; candidate += pack) {
    if (candidate >= min && (candidate - min) % step === 0) return candidate;
  }
  return null;
}

/** The rules of an offer as the API writes them (`min_quantity`, …), for the quantity stepper. */
export function limitsOf(offer: {
  min_quantity: number;
  step_quantity: number;
  pack_quantity: number;
  unit_pieces: number;
  stock: number;
  backorder: boolean;
}): QuantityLimits {
  return {
    minQuantity: offer.min_quantity,
    stepQuantity: offer.step_quantity,
    packQuantity: offer.pack_quantity,
    unitPieces: offer.unit_pieces,
    stock: offer.stock,
    backorder: offer.backorder,
  };
}
