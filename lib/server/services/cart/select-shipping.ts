import 'server-only';
import type { CartWithShippingsAndPaymentsResponse } from '@/lib/api/contract/cart';
import type { SelectShippingRequest } from '@/lib/api/contract/checkout';
import type { Db } from '@/lib/server/db';
import { cartError } from './cart-errors';
import type { CartShopper } from './cart-shopper';
import { checkoutResponse, openCheckout, paymentRulesContext, updateCart } from './checkout-cart';
import { paymentChoiceRefusal } from './payment-rules';
import type { ShippingOption } from './shippings-and-payments';

/** A pickup-point shipping needs one of its own branches; any other shipping takes none. */
function assertBranch(shipping: ShippingOption, branchId: number | null): void {
  if (shipping.moduleType !== 'CHOOSE_BRANCH_INPUT') {
    if (branchId !== null) throw cartError('BRANCH_NOT_ALLOWED');
    return;
  }
  if (branchId === null) throw cartError('BRANCH_REQUIRED');
  if (!shipping.branchIds.has(branchId)) throw cartError('BRANCH_NOT_FOUND');
}

/**
 * Selects a shipping (and its branch). The selected payment stays when the new shipping allows it under
 * the same choice; otherwise the payment, rest payment and deposit choice are cleared.
 */
export async function selectShipping(
  db: Db,
  shopper: CartShopper,
  input: SelectShippingRequest,
): Promise<CartWithShippingsAndPaymentsResponse> {
  const checkout = await openCheckout(db, shopper, { requireItems: true });
  const shipping = checkout.options.shippings.get(input.shipping_id);
  if (!shipping) throw cartError('SHIPPING_NOT_FOUND');
  assertBranch(shipping, input.branch_id);
  const { cart } = checkout;
  const keepsPayment =
    cart.selectedPaymentId !== null &&
    paymentChoiceRefusal(
      {
        paymentId: cart.selectedPaymentId,
        restPaymentId: cart.depositRestPaymentId,
        depositPaymentType: cart.depositPaymentType,
      },
      paymentRulesContext(checkout, shipping),
    ) === null;
  await updateCart(db, cart.id, {
    selectedShippingId: shipping.id,
    selectedBranchId: input.branch_id,
    ...(keepsPayment
      ? {}
      : { selectedPaymentId: null, depositRestPaymentId: null, depositPaymentType: 'whole' as const }),
  });
  return checkoutResponse(db, shopper, checkout);
}
