import type { SavedAddress } from '@/lib/api/contract/cart';

/** One line naming a saved address in a picker. */
export function savedAddressLabel(address: SavedAddress): string {
  const name = [address.company, `${address.firstname} ${address.lastname}`.trim()]
    .filter(Boolean)
    .join(', ');
  return `${name} – ${address.street}, ${address.zip} ${address.city}`;
}
