import type { Order } from '@/lib/api/contract/order';
import type { OrderRow } from './order-access';

type Snapshot = Record<string, unknown> | null | undefined;

function text(snapshot: Snapshot, key: string): string {
  const value = snapshot?.[key];
  return typeof value === 'string' ? value : '';
}

function country(snapshot: Snapshot, fallback: 'CZ' | 'SK'): 'CZ' | 'SK' {
  const value = text(snapshot, 'country');
  return value === 'CZ' || value === 'SK' ? value : fallback;
}

/** The addresses and company as they were entered at submit (jsonb snapshots of the order row). */
export function orderParties(
  order: OrderRow,
): Pick<Order, 'billing_information' | 'delivery_address' | 'company'> {
  const fallback = order.channel === 'cz' ? 'CZ' : 'SK';
  const billing = order.billingAddress;
  const delivery = order.deliveryAddress;
  const company = order.company;
  return {
    billing_information: {
      firstname: text(billing, 'firstname'),
      lastname: text(billing, 'lastname'),
      email: text(billing, 'email'),
      phone: text(billing, 'phone'),
      street: text(billing, 'street'),
      city: text(billing, 'city'),
      zip: text(billing, 'zip'),
      country: country(billing, fallback),
    },
    delivery_address: delivery
      ? {
          firstname: text(delivery, 'firstname'),
          lastname: text(delivery, 'lastname'),
          company: text(delivery, 'company'),
          street: text(delivery, 'street'),
          city: text(delivery, 'city'),
          zip: text(delivery, 'zip'),
          country: country(delivery, fallback),
          phone: text(delivery, 'phone'),
        }
      : null,
    company: company
      ? {
          name: text(company, 'name'),
          company_id: text(company, 'company_id'),
          vat_id: text(company, 'vat_id'),
        }
      : null,
  };
}
