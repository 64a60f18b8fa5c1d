import type { Resolver } from 'react-hook-form';
import type { Cart, SavedAddress } from '@/lib/api/contract/cart';
import type { SetCustomerDataRequest } from '@/lib/api/contract/checkout';
import type { SessionUser } from '@/lib/api/hooks/use-session-user';
import type { CustomerDataRequirements } from '@/lib/forms/customer-data';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';

type Country = Cart['country_code'];

/** The customer data form: the shared schemas' fields, and the switches that bring in their parts. */
export interface CustomerFormValues {
  billing: {
    firstname: string;
    lastname: string;
    email: string;
    phone: string;
    street: string;
    city: string;
    zip: string;
    country: Country;
  };
  forCompany: boolean;
  company: { name: string; company_id: string; vat_id: string };
  deliverElsewhere: boolean;
  /** A saved delivery address's id, or `new` for the address typed below. */
  deliveryChoice: string;
  delivery: {
    firstname: string;
    lastname: string;
    company: string;
    street: string;
    city: string;
    zip: string;
    country: Country;
    phone: string;
  };
  note: string;
  salesRepresentativeOrder: boolean;
}

export const NEW_DELIVERY_ADDRESS = 'new';

/** The schema follows the switches, so it is built anew for each validation; zod loads with the first. */
export function customerFormResolver(level: CustomerDataRequirements): Resolver<CustomerFormValues> {
  return lazyZodResolver<CustomerFormValues>(async (values) =>
    (await import('./customer-form-schema')).customerFormSchema(level, values),
  );
}

const emptyAddress = (country: Country) => ({ street: '', city: '', zip: '', country });

/** The form as saved on the cart (so nothing is lost on reload), else the signed-in user's contact. */
export function customerFormDefaults(cart: Cart, user: SessionUser | null | undefined): CustomerFormValues {
  const data = cart.customer_data;
  const billing = data.billing_information;
  const delivery = data.delivery_address;
  const savedDelivery = data.selected_delivery_address_id;
  return {
    billing: billing
      ? { ...billing }
      : {
          firstname: user?.firstname ?? '',
          lastname: user?.lastname ?? '',
          email: user?.email ?? '',
          phone: user?.phone ?? '',
          ...emptyAddress(cart.country_code),
        },
    forCompany: data.company !== null,
    company: data.company ? { ...data.company } : { name: '', company_id: '', vat_id: '' },
    deliverElsewhere: delivery !== null || savedDelivery !== null,
    deliveryChoice: savedDelivery !== null ? String(savedDelivery) : NEW_DELIVERY_ADDRESS,
    delivery: delivery
      ? { ...delivery }
      : { firstname: '', lastname: '', company: '', phone: '', ...emptyAddress(cart.country_code) },
    note: data.note,
    // A dealer filling in an order for the customer they act for places it as its sales representative.
    salesRepresentativeOrder: data.sales_representative_order || (ordersForCustomer(user) && !data.is_filled),
  };
}

/**
 * A dealer or superadmin acting for a customer they are not a member of: they may place the order as the
 * customer's sales representative (spec `sales_representative_order`).
 */
export function ordersForCustomer(user: SessionUser | null | undefined): boolean {
  if (!user?.selected_customer || user.b2b_account_type !== null) return false;
  return user.roles.includes('ROLE_DEALER') || user.roles.includes('ROLE_SUPERADMIN');
}

/** A saved address filling the billing part of the form. */
export function billingFromAddress(address: SavedAddress): CustomerFormValues['billing'] {
  const { firstname, lastname, email, phone, street, city, zip, country } = address;
  return { firstname, lastname, email, phone, street, city, zip, country };
}

/**
 * The `set-customer-data` body of a valid form. Under BASIC the schema keeps no address, so the billing
 * address goes empty, in the shop's country.
 */
export function customerDataRequest(
  values: CustomerFormValues,
  cart: Cart,
  canOrderForCustomer: boolean,
): SetCustomerDataRequest {
  const full = cart.sale_order_rules.customer_data_requirements === 'FULL';
  const savedDelivery = values.deliverElsewhere && values.deliveryChoice !== NEW_DELIVERY_ADDRESS;
  const typedDelivery = values.deliverElsewhere && !savedDelivery;
  return {
    billing_information: full ? values.billing : { ...values.billing, ...emptyAddress(cart.country_code) },
    company: values.forCompany ? values.company : null,
    delivery_address: typedDelivery ? values.delivery : null,
    selected_delivery_address_id: savedDelivery ? Number(values.deliveryChoice) : null,
    note: values.note,
    ...(canOrderForCustomer ? { sales_representative_order: values.salesRepresentativeOrder } : {}),
  };
}
