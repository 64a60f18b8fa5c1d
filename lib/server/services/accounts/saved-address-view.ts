import type { SavedAddress } from '@/lib/api/contract/cart';
import type { addresses } from '@/lib/server/db/schema';

type AddressRow = typeof addresses.$inferSelect;

/** A saved address as the API shows it (the order page's pickers, the account settings). */
export function savedAddressView(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    is_billing: row.isBilling,
    is_delivery: row.isDelivery,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    zip: row.zip,
    country: row.country,
    phone: row.phone,
    email: row.email,
  };
}
