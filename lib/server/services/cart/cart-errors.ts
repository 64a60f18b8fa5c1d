import 'server-only';
import { AppError } from '@/lib/server/errors';

/** The cart's own error codes; their messages come in the caller's language from `ApiErrors.<CODE>`. */
const cartErrorStatus = {
  VARIANT_NOT_FOUND: 404,
  VARIANT_NOT_AVAILABLE: 422,
  PRICE_NOT_AVAILABLE: 422,
  QUANTITY_BELOW_MINIMUM: 422,
  QUANTITY_NOT_IN_STEPS: 422,
  QUANTITY_ABOVE_MAXIMUM: 422,
  OUT_OF_STOCK: 422,
  CART_ITEM_NOT_FOUND: 404,
} as const;

export type CartErrorCode = keyof typeof cartErrorStatus;

export function cartError(code: CartErrorCode): AppError {
  return new AppError(code, undefined, { status: cartErrorStatus[code] });
}
