import 'server-only';
import type { CartWithShippingsAndPaymentsResponse } from '@/lib/api/contract/cart';
import type { SelectPaymentRequest } from '@/lib/api/contract/checkout';
import type { Db } from '@/lib/server/db';
import { cartError } from './cart-errors';
import type { CartShopper } from './cart-shopper';
import { checkoutResponse, openCheckout, paymentRulesContext, updateCart } from './checkout-cart';
import { paymentChoiceRefusal } from './payment-rules';

/**
 * Selects the payment with the selected shipping, how the deposit is paid (`whole` unless said) and,
 * for `deposit`, the payment of the rest (see `paymentChoiceRefusal` for the rules).
 */
export async function selectPayment(
  db: Db,
  shopper: CartShopper,
  input: SelectPaymentRequest,
): Promise<CartWithShippingsAndPaymentsResponse> {
  const checkout = await openCheckout(db, shopper, { requireItems: true });
  const shippingId = checkout.view.selected_shipping_id;
  const shipping = shippingId === null ? null : (checkout.options.shippings.get(shippingId) ?? null);
  const choice = {
    paymentId: input.payment_id,
    restPaymentId: input.deposit_rest_payment_id ?? null,
    depositPaymentType: input.deposit_payment_type ?? 'whole',
  };
  const refusal = paymentChoiceRefusal(choice, paymentRulesContext(checkout, shipping));
  if (refusal) throw cartError(refusal);
  await updateCart(db, checkout.cart.id, {
    selectedPaymentId: choice.paymentId,
    depositRestPaymentId: choice.restPaymentId,
    depositPaymentType: choice.depositPaymentType,
  });
  return checkoutResponse(db, shopper, checkout);
}
