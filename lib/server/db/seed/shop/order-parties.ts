import { and, asc, eq } from 'drizzle-orm';
import { addresses } from '../../schema';
import type { Db } from '../../types';
import { type AddressSeed, type CustomerSeed, customerSeeds, customerUserAddress } from './customers-data';
import type { CustomerIds } from './customers';
import type { OrderSeed } from './orders-data';

/** Who an order was for, as the submit snapshots it: billing, delivery, company and the saved address used. */
export interface SeedOrderParties {
  billingAddress: Record<string, string>;
  deliveryAddress: Record<string, string> | null;
  company: Record<string, string> | null;
  selectedDeliveryAddressId: number | null;
}

function billingOf(address: AddressSeed): Record<string, string> {
  const { firstname, lastname, email, phone, street, city, zip, country } = address;
  return { firstname, lastname, email, phone, street, city, zip, country };
}

function deliveryOf(address: AddressSeed): Record<string, string> {
  const { firstname, lastname, company, street, city, zip, country, phone } = address;
  return { firstname, lastname, company, street, city, zip, country, phone };
}

function customerSeedOf(key: OrderSeed['customer']): CustomerSeed | null {
  return customerSeeds.find((seed) => seed.key === key) ?? null;
}

async function deliveryAddressIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isDelivery, true)))
    .orderBy(asc(addresses.id));
  return rows.map((row) => row.id);
}

/** A consumer's order goes to their own address; a company's to one of its saved delivery addresses. */
export async function seedOrderParties(
  db: Db,
  seed: OrderSeed,
  customerId: CustomerIds,
): Promise<SeedOrderParties> {
  const customer = customerSeedOf(seed.customer);
  if (!customer) {
    return {
      billingAddress: billingOf(customerUserAddress),
      deliveryAddress: null,
      company: null,
      selectedDeliveryAddressId: null,
    };
  }
  const billing = customer.addresses.find((address) => address.isBilling)!;
  const deliveries = customer.addresses.filter((address) => address.isDelivery);
  const index = Math.min(seed.deliveryAddress ?? 0, deliveries.length - 1);
  const ids = await deliveryAddressIds(db, customerId(customer.key));
  return {
    billingAddress: billingOf(billing),
    deliveryAddress: deliveryOf(deliveries[index]!),
    company: {
      name: customer.name,
      company_id: customer.companyId,
      vat_id: customer.vatId ?? customer.taxId,
    },
    selectedDeliveryAddressId: ids[index] ?? null,
  };
}

/** The channel and terms of the customer an order was placed for (the Czech shop for consumers). */
export function seedOrderTerms(seed: OrderSeed) {
  const customer = customerSeedOf(seed.customer);
  return {
    channel: customer?.channel ?? 'cz',
    discountPercentage: customer?.discountPercentage ?? 0,
    approvedDaysAgo: customer?.approvedDaysAgo ?? null,
    paymentDueDays: customer?.paymentDueDays ?? 14,
  };
}
