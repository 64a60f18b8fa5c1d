import type { PartnerDiscountView } from '@/lib/api/contract/catalog';
import type { PartnerDiscount } from './partner-discount';

/** The partner discount as the API answers it. */
export function partnerDiscountView(discount: PartnerDiscount | null): PartnerDiscountView | null {
  return discount ? { percentage: discount.percentage, ends_at: discount.endsAt.toISOString() } : null;
}
