/*
 * The 14-day partner discount's window, without the database: the seed prices past orders by it too.
 */

import { endOfShopDay } from '@/lib/format/shop-day-end';

/** domain.md: a newly approved partner's discount lasts this long from `customers.approved_at`. */
export const PARTNER_DISCOUNT_DAYS = 14;
const DAY_MS = 86_400_000;

/** The 14-day partner discount a customer has right now. */
export interface PartnerDiscount {
  percentage: number;
  endsAt: Date;
}

/**
 * The discount of a customer approved at `approvedAt`, while `now` is inside its window: 14 days, to the
 * end of the last one on the shop's clock (a deadline is the end of a shop day, not an hour of it).
 */
export function partnerDiscountAt(
  approvedAt: Date | null,
  percentage: number,
  now: Date,
): PartnerDiscount | null {
  if (!approvedAt || percentage <= 0) return null;
  const endsAt = endOfShopDay(new Date(approvedAt.getTime() + PARTNER_DISCOUNT_DAYS * DAY_MS));
  const inWindow = now.getTime() >= approvedAt.getTime() && now.getTime() < endsAt.getTime();
  return inWindow ? { percentage, endsAt } : null;
}
