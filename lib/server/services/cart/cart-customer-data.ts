import { z } from 'zod';
import type { SavedAddress } from '@/lib/api/contract/cart';
import {
  billingInformationSchema,
  billingSchemaFor,
  companySchema,
  deliveryAddressSchema,
  type CustomerDataRequirements,
} from '@/lib/forms/customer-data';

/** What `set-customer-data` stores in `carts.customer_data` (the saved delivery address is a column). */
export const storedCustomerDataSchema = z.object({
  billing_information: billingInformationSchema.nullable(),
  delivery_address: deliveryAddressSchema.nullable(),
  company: companySchema.nullable(),
  sales_representative_order: z.boolean(),
  note: z.string(),
});
export type StoredCustomerData = z.infer<typeof storedCustomerDataSchema>;

export const emptyCustomerData: StoredCustomerData = {
  billing_information: null,
  delivery_address: null,
  company: null,
  sales_representative_order: false,
  note: '',
};

/** The stored customer data; anything unreadable (an older shape) counts as not entered. */
export function readStoredCustomerData(value: unknown): StoredCustomerData {
  const parsed = storedCustomerDataSchema.safeParse(value);
  return parsed.success ? parsed.data : emptyCustomerData;
}

/**
 * The requirement level of the cart: BASIC when the selected shipping does not need the full data
 * (personal pickup), otherwise the customer's level (FULL for consumers).
 */
export function requirementLevel(
  shipping: { requiresFullCustomerData: boolean } | null,
  customerLevel: CustomerDataRequirements,
): CustomerDataRequirements {
  return shipping && !shipping.requiresFullCustomerData ? 'BASIC' : customerLevel;
}

/** Filled when the billing information satisfies the level (delivery and company are checked when set). */
export function isCustomerDataFilled(data: StoredCustomerData, level: CustomerDataRequirements): boolean {
  return (
    data.billing_information !== null && billingSchemaFor(level).safeParse(data.billing_information).success
  );
}

/** A saved address by id among the shopper's, of the right kind. */
export function savedAddress(
  addresses: readonly SavedAddress[],
  id: number | null,
  kind: 'is_billing' | 'is_delivery',
): SavedAddress | null {
  if (id === null) return null;
  return addresses.find((address) => address.id === id && address[kind]) ?? null;
}
