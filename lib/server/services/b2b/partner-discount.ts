import 'server-only';
import type { DbOrTx } from '@/lib/server/db';
import { SETTING_PARTNER_DISCOUNT_PERCENT } from '@/lib/server/db/settings-keys';
import { getSetting } from '@/lib/server/services/settings';

/** domain.md: a newly approved partner's discount lasts this long from `customers.approved_at`. */
export const PARTNER_DISCOUNT_DAYS = 14;
const DAY_MS = 86_400_000;

/** The 14-day partner discount a customer has right now. */
export interface PartnerDiscount {
  percentage: number;
  endsAt: Date;
}

/** The admin's percentage (`sleva-na-14-dni`); 0 when unset or not a percentage. */
export async function partnerDiscountPercentage(db: DbOrTx): Promise<number> {
  const value = Number.parseInt((await getSetting(db, SETTING_PARTNER_DISCOUNT_PERCENT)) ?? '', 10);
  return Number.isSafeInteger(value) && value > 0 && value < 100 ? value : 0;
}

/** The discount of a customer approved at `approvedAt`, while `now` is inside its window. */
export function partnerDiscountAt(
  approvedAt: Date | null,
  percentage: number,
  now: Date,
): PartnerDiscount | null {
  if (!approvedAt || percentage <= 0) return null;
  const endsAt = new Date(approvedAt.getTime() + PARTNER_DISCOUNT_DAYS * DAY_MS);
  const inWindow = now.getTime() >= approvedAt.getTime() && now.getTime() < endsAt.getTime();
  return inWindow ? { percentage, endsAt } : null;
}
