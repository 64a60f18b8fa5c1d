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
  CART_EMPTY: 422,
  DISCOUNT_CODE_NOT_FOUND: 404,
  DISCOUNT_CODE_OTHER_SHOP: 422,
  DISCOUNT_CODE_NOT_FOR_CUSTOMER: 422,
  DISCOUNT_CODE_NOT_YET_VALID: 422,
  DISCOUNT_CODE_EXPIRED: 422,
  DISCOUNT_CODE_USED_UP: 422,
  DISCOUNT_CODE_MINIMUM_ORDER: 422,
  DISCOUNT_CODE_NOT_IN_CART: 404,
  SHIPPING_NOT_FOUND: 404,
  BRANCH_REQUIRED: 422,
  BRANCH_NOT_FOUND: 404,
  BRANCH_NOT_ALLOWED: 422,
  SHIPPING_NOT_SELECTED: 422,
  PAYMENT_NOT_FOUND: 404,
  PAYMENT_NOT_OFFERED: 422,
  PAYMENT_NOT_ALLOWED_WITH_SHIPPING: 422,
  PAYMENT_NOT_UP_FRONT: 422,
  DEPOSIT_NOT_AVAILABLE: 422,
  DEPOSIT_REST_PAYMENT_REQUIRED: 422,
  DEPOSIT_REST_PAYMENT_NOT_ALLOWED: 422,
  ADDRESS_NOT_FOUND: 404,
  SALES_REPRESENTATIVE_NOT_ALLOWED: 403,
} as const;

export type CartErrorCode = keyof typeof cartErrorStatus;

export function cartError(code: CartErrorCode): AppError {
  return new AppError(code, undefined, { status: cartErrorStatus[code] });
}

/**
 * OUT_OF_STOCK with what can be had: the stock and how many more units the line may take, counted in the
 * unit sold with its pieces (ApiErrors.OUT_OF_STOCK_LEFT / OUT_OF_STOCK_ALL_IN_CART).
 */
export function outOfStockError(left: { stock: number; addable: number; unitPieces: number }): AppError {
  const values = {
    unit: left.unitPieces > 1 ? 'pack' : 'piece',
    stock: String(left.stock),
    stockPieces: String(left.stock * left.unitPieces),
    addable: String(left.addable),
    addablePieces: String(left.addable * left.unitPieces),
  };
  const key = left.addable > 0 ? 'OUT_OF_STOCK_LEFT' : 'OUT_OF_STOCK_ALL_IN_CART';
  return new AppError('OUT_OF_STOCK', undefined, {
    status: cartErrorStatus.OUT_OF_STOCK,
    text: { key, values },
  });
}
