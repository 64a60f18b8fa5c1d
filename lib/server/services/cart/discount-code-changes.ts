import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { CartWithShippingsAndPaymentsResponse } from '@/lib/api/contract/cart';
import type { RemoveDiscountCodeRequest } from '@/lib/api/contract/checkout';
import type { Db } from '@/lib/server/db';
import { cartDiscountCodes } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { formatPrice } from '@/lib/format/price';
import { findDiscountCode } from './cart-discount-codes';
import { discountCodeRefusal } from './cart-discounts';
import { cartError } from './cart-errors';
import type { CartShopper } from './cart-shopper';
import { checkoutResponse, openCheckout, updateCart } from './checkout-cart';

/** The refusal says the minimum, so the shopper knows how much more to add (with VAT, as the code counts it). */
function minimumOrderError(minimum: string): AppError {
  return new AppError('DISCOUNT_CODE_MINIMUM_ORDER', undefined, {
    status: 422,
    text: { key: 'DISCOUNT_CODE_MINIMUM_ORDER_OF', values: { minimum } },
  });
}

/**
 * Applies a discount code (case-insensitive). Several codes may be applied, each once; together they
 * take at most the maximum cart discount. Entering a code that is already applied changes nothing.
 */
export async function addDiscountCode(
  db: Db,
  shopper: CartShopper,
  input: { code: string },
): Promise<CartWithShippingsAndPaymentsResponse> {
  const checkout = await openCheckout(db, shopper, { requireItems: true });
  const code = await findDiscountCode(db, input.code);
  if (!code) throw cartError('DISCOUNT_CODE_NOT_FOUND');
  const refusal = discountCodeRefusal(code, {
    channel: shopper.channel.id,
    isB2b: checkout.terms.isB2b,
    goodsWithVat: checkout.view.goods_total_with_vat,
    now: new Date(),
  });
  if (refusal === 'DISCOUNT_CODE_MINIMUM_ORDER') {
    throw minimumOrderError(formatPrice(code.minOrderTotal, shopper.channel.currency));
  }
  if (refusal) throw cartError(refusal);
  await db.transaction(async (tx) => {
    await tx
      .insert(cartDiscountCodes)
      .values({ cartId: checkout.cart.id, discountCodeId: code.id })
      .onConflictDoNothing();
    await updateCart(tx, checkout.cart.id, {});
  });
  return checkoutResponse(db, shopper, checkout);
}

/** Takes an applied code off the cart. */
export async function removeDiscountCode(
  db: Db,
  shopper: CartShopper,
  input: RemoveDiscountCodeRequest,
): Promise<CartWithShippingsAndPaymentsResponse> {
  const checkout = await openCheckout(db, shopper, {
    requireItems: false,
    missing: 'DISCOUNT_CODE_NOT_IN_CART',
  });
  const removed = await db
    .delete(cartDiscountCodes)
    .where(
      and(
        eq(cartDiscountCodes.cartId, checkout.cart.id),
        eq(cartDiscountCodes.discountCodeId, input.discount_code_id),
      ),
    )
    .returning({ id: cartDiscountCodes.discountCodeId });
  if (removed.length === 0) throw cartError('DISCOUNT_CODE_NOT_IN_CART');
  await updateCart(db, checkout.cart.id, {});
  return checkoutResponse(db, shopper, checkout);
}
