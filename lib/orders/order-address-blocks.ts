import type { Order } from '@/lib/api/contract/order';

type LabelKey =
  'billing' | 'company' | 'companyId' | 'vatId' | 'delivery' | 'openingHours' | 'country.CZ' | 'country.SK';

/** The `OrderSummary` label of a key, from whichever translator the page or the e-mail has. */
export type AddressLabel = (key: LabelKey) => string;

export interface AddressBlock {
  title: string;
  lines: string[];
}

function nonEmpty(lines: string[]): string[] {
  return lines.filter((line) => line.trim() !== '');
}

/** The pickup point: name, street, zip and city, opening hours. */
export function branchLines(branch: NonNullable<Order['shipping']['branch']>, label: AddressLabel): string[] {
  return nonEmpty([
    branch.name,
    branch.street,
    `${branch.zip} ${branch.city}`,
    branch.opening_hours ? `${label('openingHours')}: ${branch.opening_hours}` : '',
  ]);
}

/** Billing details, the company and the delivery address as titled blocks of lines (page and e-mail). */
export function orderAddressBlocks(order: Order, label: AddressLabel): AddressBlock[] {
  const billing = order.billing_information;
  const country = (code: 'CZ' | 'SK') => label(`country.${code}`);
  const blocks: AddressBlock[] = [
    {
      title: label('billing'),
      lines: [
        `${billing.firstname} ${billing.lastname}`,
        billing.street,
        `${billing.zip} ${billing.city}`,
        billing.street ? country(billing.country) : '',
        billing.email,
        billing.phone,
      ],
    },
  ];
  if (order.company) {
    const { name, company_id: companyId, vat_id: vatId } = order.company;
    blocks.push({
      title: label('company'),
      lines: [name, `${label('companyId')}: ${companyId}`, vatId ? `${label('vatId')}: ${vatId}` : ''],
    });
  }
  const delivery = order.delivery_address;
  if (delivery) {
    blocks.push({
      title: label('delivery'),
      lines: [
        `${delivery.firstname} ${delivery.lastname}`,
        delivery.company,
        delivery.street,
        `${delivery.zip} ${delivery.city}`,
        country(delivery.country),
        delivery.phone,
      ],
    });
  }
  return blocks.map((block) => ({ ...block, lines: nonEmpty(block.lines) }));
}
