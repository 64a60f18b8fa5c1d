import 'server-only';
import { CART_QUANTITY_MAX } from '@/lib/api/contract/cart';
import { cartError, type CartErrorCode, outOfStockError } from './cart-errors';

export interface QuantityLimits {
  minQuantity: number;
  stepQuantity: number;
  stock: number;
  backorder: boolean;
}

/** Steps count from the minimum: min 6, step 6 allows 6, 12, 18…; min 2, step 3 allows 2, 5, 8… */
function isInSteps(quantity: number, limits: QuantityLimits): boolean {
  return (quantity - limits.minQuantity) % limits.stepQuantity === 0;
}

/** The first rule a line of `quantity` units breaks, or null. */
export function lineQuantityRefusal(quantity: number, limits: QuantityLimits): CartErrorCode | null {
  // Past the cart's maximum a smaller stock is the limit the shopper meets first.
  if (quantity > CART_QUANTITY_MAX)
    return !limits.backorder && limits.stock < CART_QUANTITY_MAX ? 'OUT_OF_STOCK' : 'QUANTITY_ABOVE_MAXIMUM';
  if (quantity < limits.minQuantity) return 'QUANTITY_BELOW_MINIMUM';
  if (!isInSteps(quantity, limits)) return 'QUANTITY_NOT_IN_STEPS';
  // Without backorder only what is in stock can be ordered; with it the rest is ordered as a deposit item.
  if (!limits.backorder && quantity > limits.stock) return 'OUT_OF_STOCK';
  return null;
}

/**
 * Throws the first rule a line of `quantity` units breaks; `inCart` units of it were there before, so
 * that a refusal for the stock can say how many more may be added.
 */
export function assertLineQuantity(
  quantity: number,
  limits: QuantityLimits & { unitPieces: number },
  inCart = 0,
): void {
  const refusal = lineQuantityRefusal(quantity, limits);
  if (refusal === 'OUT_OF_STOCK') {
    const addable = Math.max(0, largestAllowedQuantity(limits.stock, limits) - inCart);
    throw outOfStockError({ stock: limits.stock, addable, unitPieces: limits.unitPieces });
  }
  if (refusal) throw cartError(refusal);
}

/**
 * The largest allowed quantity not above `wanted` (0 when none is): for merging carts, where a sum
 * that breaks a rule is cut down rather than refused.
 */
export function largestAllowedQuantity(wanted: number, limits: QuantityLimits): number {
  const ceiling = Math.min(wanted, CART_QUANTITY_MAX, limits.backorder ? CART_QUANTITY_MAX : limits.stock);
  if (ceiling < limits.minQuantity) return 0;
  const steps = Math.floor((ceiling - limits.minQuantity) / limits.stepQuantity);
  return limits.minQuantity + steps * limits.stepQuantity;
}

/** The quantity moved up onto the minimum and the steps (never above the cart's maximum). */
export function onSteps(quantity: number, limits: QuantityLimits): number {
  const { minQuantity: min, stepQuantity: step } = limits;
  if (quantity <= min) return min;
  const up = min + Math.ceil((quantity - min) / step) * step;
  return up <= CART_QUANTITY_MAX
    ? up
    : largestAllowedQuantity(CART_QUANTITY_MAX, { ...limits, backorder: true });
}

/**
 * The allowed quantity nearest to `quantity` (a reorder, a quick-order line): up onto the steps, then
 * down to what is in stock when nothing more can be ordered; 0 when not even the minimum can.
 */
export function nearestAllowedQuantity(quantity: number, limits: QuantityLimits): number {
  const up = onSteps(quantity, limits);
  return !limits.backorder && up > limits.stock ? largestAllowedQuantity(up, limits) : up;
}
