import { CART_QUANTITY_MAX } from '@/lib/api/contract/limits';
import { saleUnitOf } from '@/lib/catalog/sale-unit';

/**
 * The quantity rules of one variant in a cart line, counted in units sold: the same in the browser's
 * stepper and in the server's cart.
 */
export interface QuantitySteps {
  minQuantity: number;
  stepQuantity: number;
  stock: number;
  backorder: boolean;
}

/** The steps with what the stepper also shows: the carton and the pieces in a unit. */
export interface QuantityLimits extends QuantitySteps {
  /** Pieces in a carton. */
  packQuantity: number;
  /** Pieces in the unit sold. */
  unitPieces: number;
}

/** Why a line of some quantity cannot be in the cart (the cart's error codes). */
export type QuantityRefusal =
  'QUANTITY_ABOVE_MAXIMUM' | 'OUT_OF_STOCK' | 'QUANTITY_BELOW_MINIMUM' | 'QUANTITY_NOT_IN_STEPS';

/** Steps count from the minimum: min 6, step 6 allows 6, 12, 18…; min 2, step 3 allows 2, 5, 8… */
export function isInSteps(quantity: number, steps: QuantitySteps): boolean {
  return (quantity - steps.minQuantity) % steps.stepQuantity === 0;
}

/** The first rule a line of `quantity` units breaks, or null. */
export function quantityRefusal(quantity: number, steps: QuantitySteps): QuantityRefusal | null {
  // Past the cart's maximum a smaller stock is the limit the shopper meets first.
  if (quantity > CART_QUANTITY_MAX)
    return !steps.backorder && steps.stock < CART_QUANTITY_MAX ? 'OUT_OF_STOCK' : 'QUANTITY_ABOVE_MAXIMUM';
  if (quantity < steps.minQuantity) return 'QUANTITY_BELOW_MINIMUM';
  if (!isInSteps(quantity, steps)) return 'QUANTITY_NOT_IN_STEPS';
  // Without backorder only what is in stock can be ordered; with it the rest is ordered as a deposit item.
  if (!steps.backorder && quantity > steps.stock) return 'OUT_OF_STOCK';
  return null;
}

/**
 * The largest allowed quantity not above `wanted` (0 when none is): for merging carts, where a sum
 * that breaks a rule is cut down rather than refused.
 */
export function largestAllowedQuantity(wanted: number, steps: QuantitySteps): number {
  const ceiling = Math.min(wanted, CART_QUANTITY_MAX, steps.backorder ? CART_QUANTITY_MAX : steps.stock);
  if (ceiling < steps.minQuantity) return 0;
  return (
    steps.minQuantity + Math.floor((ceiling - steps.minQuantity) / steps.stepQuantity) * steps.stepQuantity
  );
}

/** The most that can be ordered (0 when not even the minimum can): without backorder, what is in stock. */
export function maxQuantity(steps: QuantitySteps): number {
  return largestAllowedQuantity(CART_QUANTITY_MAX, steps);
}

/** The quantity moved up onto the minimum and the steps (never above the cart's maximum). */
export function onSteps(quantity: number, steps: QuantitySteps): number {
  const { minQuantity: min, stepQuantity: step } = steps;
  if (quantity <= min) return min;
  const up = min + Math.ceil((quantity - min) / step) * step;
  return up <= CART_QUANTITY_MAX
    ? up
    : largestAllowedQuantity(CART_QUANTITY_MAX, { ...steps, backorder: true });
}

/**
 * The allowed quantity nearest to `quantity` (a reorder, a quick-order line): up onto the steps, then
 * down to what is in stock when nothing more can be ordered; 0 when not even the minimum can.
 */
export function nearestAllowedQuantity(quantity: number, steps: QuantitySteps): number {
  const up = onSteps(quantity, steps);
  return !steps.backorder && up > steps.stock ? largestAllowedQuantity(up, steps) : up;
}

/** What the stepper shows for a typed quantity: the minimum, then up to the next step, never above the maximum. */
export function allowedQuantity(wanted: number, steps: QuantitySteps): number {
  const max = maxQuantity(steps);
  if (!Number.isFinite(wanted) || wanted <= steps.minQuantity)
    return Math.min(steps.minQuantity, Math.max(max, steps.minQuantity));
  const up = Math.ceil((Math.floor(wanted) - steps.minQuantity) / steps.stepQuantity);
  return Math.min(steps.minQuantity + up * steps.stepQuantity, Math.max(max, steps.minQuantity));
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
