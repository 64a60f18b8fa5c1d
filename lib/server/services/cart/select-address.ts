import 'server-only';
import type { CartWithShippingsAndPaymentsResponse } from '@/lib/api/contract/cart';
import type { Db } from '@/lib/server/db';
import { savedAddress } from './cart-customer-data';
import { cartError } from './cart-errors';
import type { CartShopper } from './cart-shopper';
import { checkoutResponse, openCheckout, updateCart } from './checkout-cart';

/**
 * Selects one of the shopper's saved addresses (the signed-in user's, or the selected customer's) as the
 * cart's billing or delivery address; null clears the choice. The address must be of that kind.
 */
export async function selectSavedAddress(
  db: Db,
  shopper: CartShopper,
  kind: 'billing' | 'delivery',
  addressId: number | null,
): Promise<CartWithShippingsAndPaymentsResponse> {
  const checkout = await openCheckout(db, shopper, { requireItems: false });
  if (addressId !== null) {
    const flag = kind === 'billing' ? 'is_billing' : 'is_delivery';
    if (!savedAddress(checkout.view.addresses, addressId, flag)) throw cartError('ADDRESS_NOT_FOUND');
  }
  await updateCart(
    db,
    checkout.cart.id,
    kind === 'billing' ? { billingAddressId: addressId } : { deliveryAddressId: addressId },
  );
  return checkoutResponse(db, shopper, checkout);
}
