import 'server-only';
import type { SubmitBlocker } from '@/lib/api/contract/cart';
import { AppError } from '@/lib/server/errors';

/** The orders' own error codes; their messages come in the caller's language from `ApiErrors.<CODE>`. */
const orderErrorStatus = {
  ORDER_NOT_READY: 422,
  DISCOUNT_CODE_USED_UP: 409,
  ORDER_TOTAL_CHANGED: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  ORDER_NOT_FOUND: 404,
  ORDER_STATUS_NOT_ALLOWED: 422,
  ORDER_PAYMENT_NOT_ALLOWED: 422,
  ORDER_PAYMENT_TOO_HIGH: 422,
} as const;

export type OrderErrorCode = keyof typeof orderErrorStatus;

export function orderError(code: OrderErrorCode, fields?: Record<string, string[]>): AppError {
  return new AppError(code, undefined, { status: orderErrorStatus[code], fields });
}

/** The cart cannot be ordered yet: `fields.submit_blockers` says why (the order page's steps). */
export function orderNotReady(blockers: readonly SubmitBlocker[]): AppError {
  return orderError('ORDER_NOT_READY', { submit_blockers: [...blockers] });
}

/**
 * Someone bought the pieces first: 409 with the item's name in the message, and its variant id in
 * `fields.item_variant_id`, so that the order page can point at the line.
 */
export function outOfStockError(variantId: number, name: string): AppError {
  return new AppError('OUT_OF_STOCK', undefined, {
    status: 409,
    fields: { item_variant_id: [String(variantId)] },
    text: { key: 'ORDER_ITEM_OUT_OF_STOCK', values: { item: name } },
  });
}
