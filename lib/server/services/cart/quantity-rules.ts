import 'server-only';
import { largestAllowedQuantity, quantityRefusal, type QuantitySteps } from '@/lib/pricing';
import { cartError, outOfStockError } from './cart-errors';

/**
 * Throws the first rule a line of `quantity` units breaks (lib/pricing's quantity steps); `inCart` units
 * of it were there before, so that a refusal for the stock can say how many more may be added.
 */
export function assertLineQuantity(
  quantity: number,
  limits: QuantitySteps & { unitPieces: number },
  inCart = 0,
): void {
  const refusal = quantityRefusal(quantity, limits);
  if (refusal === 'OUT_OF_STOCK') {
    const addable = Math.max(0, largestAllowedQuantity(limits.stock, limits) - inCart);
    throw outOfStockError({ stock: limits.stock, addable, unitPieces: limits.unitPieces });
  }
  if (refusal) throw cartError(refusal);
}
