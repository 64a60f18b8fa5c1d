import 'server-only';
import type { DbOrTx } from '@/lib/server/db';
import { SETTING_PARTNER_DISCOUNT_PERCENT } from '@/lib/server/db/settings-keys';
import { getSetting } from '@/lib/server/services/settings';

export { PARTNER_DISCOUNT_DAYS, partnerDiscountAt, type PartnerDiscount } from './partner-discount-window';

/** The admin's percentage (`sleva-na-14-dni`); 0 when unset or not a percentage. */
export async function partnerDiscountPercentage(db: DbOrTx): Promise<number> {
  const value = Number.parseInt((await getSetting(db, SETTING_PARTNER_DISCOUNT_PERCENT)) ?? '', 10);
  return Number.isSafeInteger(value) && value > 0 && value < 100 ? value : 0;
}
