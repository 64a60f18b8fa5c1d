import type { SavedAddress } from '@/lib/api/contract/cart';

/** An address as lines on a label: who, company, street, town, phone and e-mail. */
export function AddressText({ address, countryName }: { address: SavedAddress; countryName: string }) {
  const person = `${address.firstname} ${address.lastname}`.trim();
  const lines = [
    address.company,
    person,
    address.street,
    `${address.zip} ${address.city}`.trim(),
    countryName,
    address.phone,
    address.email,
  ].filter((line) => line !== '');
  return (
    <address className="text-sm not-italic">
      {lines.map((line, index) => (
        <span key={index} className={`block break-words ${index === 0 ? 'font-semibold' : ''}`}>
          {line}
        </span>
      ))}
    </address>
  );
}
