import 'server-only';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@/lib/server/context';
import type { DbOrTx } from '@/lib/server/db';
import { customers } from '@/lib/server/db/schema';

/** The commercial terms a cart is priced and paid by: the selected customer's, or a consumer's. */
export interface CartTerms {
  customerId: number | null;
  isB2b: boolean;
  isVatPayer: boolean;
  /** Whether items on backorder are partly paid up front (spec §3: true for every anonymous visitor). */
  hasDeposit: boolean;
  depositPercentage: number;
  /** The customer's general discount off every net price. */
  discountPercentage: number;
  allowInvoicePayment: boolean;
  customerDataRequirements: 'FULL' | 'BASIC';
}

/** Spec §9: deposit 100 % by default; no customer, no discount. */
const consumerTerms: CartTerms = {
  customerId: null,
  isB2b: false,
  isVatPayer: false,
  hasDeposit: true,
  depositPercentage: 100,
  discountPercentage: 0,
  allowInvoicePayment: false,
  customerDataRequirements: 'FULL',
};

export async function cartTermsOf(db: DbOrTx, user: SessionUser | null): Promise<CartTerms> {
  const customerId = user?.selectedCustomer?.id;
  if (customerId === undefined) return consumerTerms;
  const [customer] = await db
    .select({
      isB2b: customers.isB2b,
      isVatPayer: customers.isVatPayer,
      hasDeposit: customers.hasDeposit,
      depositPercentage: customers.depositPercentage,
      discountPercentage: customers.discountPercentage,
      allowInvoicePayment: customers.allowInvoicePayment,
      customerDataRequirements: customers.customerDataRequirements,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer ? { customerId, ...customer } : consumerTerms;
}
