import 'server-only';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@/lib/server/context';
import type { DbOrTx } from '@/lib/server/db';
import { customers } from '@/lib/server/db/schema';
import {
  type PartnerDiscount,
  partnerDiscountAt,
  partnerDiscountPercentage,
} from '@/lib/server/services/b2b/partner-discount';

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
  /** The 14-day partner discount of a newly approved customer, on top of the general one. */
  partnerDiscount: PartnerDiscount | null;
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
  partnerDiscount: null,
  allowInvoicePayment: false,
  customerDataRequirements: 'FULL',
};

/**
 * The terms of the user's selected customer at `now`: listing prices, the cart and the submitted order all
 * read them here, so the partner discount starts and ends for all of them at the same moment.
 */
export async function cartTermsOf(
  db: DbOrTx,
  user: SessionUser | null,
  now = new Date(),
): Promise<CartTerms> {
  const customerId = user?.selectedCustomer?.id;
  if (customerId === undefined) return consumerTerms;
  const [row] = await db
    .select({
      isB2b: customers.isB2b,
      isVatPayer: customers.isVatPayer,
      hasDeposit: customers.hasDeposit,
      depositPercentage: customers.depositPercentage,
      discountPercentage: customers.discountPercentage,
      allowInvoicePayment: customers.allowInvoicePayment,
      customerDataRequirements: customers.customerDataRequirements,
      approvedAt: customers.approvedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) return consumerTerms;
  const { approvedAt, ...customer } = row;
  const partnerDiscount =
    approvedAt === null ? null : partnerDiscountAt(approvedAt, await partnerDiscountPercentage(db), now);
  return { customerId, ...customer, partnerDiscount };
}
