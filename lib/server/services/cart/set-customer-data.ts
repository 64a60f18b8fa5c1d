import 'server-only';
import { z } from 'zod';
import type { CartWithShippingsAndPaymentsResponse } from '@/lib/api/contract/cart';
import type { setCustomerDataRequestSchema } from '@/lib/api/contract/checkout';
import { billingSchemaFor } from '@/lib/forms/customer-data';
import { actsForAnyCustomer } from '@/lib/server/auth/roles';
import type { SessionUser } from '@/lib/server/context';
import type { Db } from '@/lib/server/db';
import { readStoredCustomerData, savedAddress, type StoredCustomerData } from './cart-customer-data';
import { cartError } from './cart-errors';
import type { CartShopper } from './cart-shopper';
import { checkoutResponse, openCheckout, updateCart } from './checkout-cart';

type SetCustomerDataInput = z.output<typeof setCustomerDataRequestSchema>;

/** A dealer or superadmin acting for a selected customer they are not a member of. */
function mayOrderAsSalesRepresentative(user: SessionUser | null): boolean {
  return (
    user !== null &&
    actsForAnyCustomer(user.roles) &&
    user.selectedCustomer !== null &&
    user.selectedCustomer.b2bAccountType === null
  );
}

/**
 * Stores the customer data of the order. The billing information must satisfy the cart's requirement
 * level (FULL: with the address; BASIC: name, e-mail, phone); a saved delivery address must be one of the
 * shopper's; `sales_representative_order` only for a dealer acting for a customer. A missing `note`
 * keeps the one stored.
 */
export async function setCustomerData(
  db: Db,
  shopper: CartShopper,
  input: SetCustomerDataInput,
): Promise<CartWithShippingsAndPaymentsResponse> {
  const checkout = await openCheckout(db, shopper, { requireItems: false });
  const level = checkout.view.sale_order_rules.customer_data_requirements;
  z.object({ billing_information: billingSchemaFor(level) }).parse({
    billing_information: input.billing_information,
  });
  if (input.sales_representative_order && !mayOrderAsSalesRepresentative(shopper.user)) {
    throw cartError('SALES_REPRESENTATIVE_NOT_ALLOWED');
  }
  const deliveryAddressId = input.selected_delivery_address_id;
  if (
    deliveryAddressId !== null &&
    !savedAddress(checkout.view.addresses, deliveryAddressId, 'is_delivery')
  ) {
    throw cartError('ADDRESS_NOT_FOUND');
  }
  const customerData: StoredCustomerData = {
    billing_information: input.billing_information,
    delivery_address: input.delivery_address,
    company: input.company,
    sales_representative_order: input.sales_representative_order ?? false,
    note: input.note ?? readStoredCustomerData(checkout.cart.customerData).note,
  };
  await updateCart(db, checkout.cart.id, { customerData, deliveryAddressId });
  return checkoutResponse(db, shopper, checkout);
}
