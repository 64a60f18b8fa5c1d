import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { cartDiscountCodes, discountCodes } from '@/lib/server/db/schema';
import { SETTING_MAX_CART_DISCOUNT_PERCENT } from '@/lib/server/db/settings-keys';
import { getSetting } from '@/lib/server/services/settings';
import type { DiscountCode } from './cart-discounts';

const discountCodeColumns = {
  id: discountCodes.id,
  code: discountCodes.code,
  kind: discountCodes.kind,
  value: discountCodes.value,
  channel: discountCodes.channel,
  audience: discountCodes.audience,
  validFrom: discountCodes.validFrom,
  validTo: discountCodes.validTo,
  usageLimit: discountCodes.usageLimit,
  usedCount: discountCodes.usedCount,
  minOrderTotal: discountCodes.minOrderTotal,
  isActive: discountCodes.isActive,
};

/** The codes attached to a cart, oldest code first (the order the cap is filled in). */
export async function cartDiscountCodesOf(db: DbOrTx, cartId: number | null): Promise<DiscountCode[]> {
  if (cartId === null) return [];
  return db
    .select(discountCodeColumns)
    .from(cartDiscountCodes)
    .innerJoin(discountCodes, eq(discountCodes.id, cartDiscountCodes.discountCodeId))
    .where(eq(cartDiscountCodes.cartId, cartId))
    .orderBy(asc(discountCodes.id));
}

/** A code as the customer types it: case and surrounding spaces do not matter. */
export async function findDiscountCode(db: DbOrTx, code: string): Promise<DiscountCode | null> {
  const [row] = await db
    .select(discountCodeColumns)
    .from(discountCodes)
    .where(eq(sql`upper(${discountCodes.code})`, code.trim().toUpperCase()))
    .orderBy(asc(discountCodes.id))
    .limit(1);
  return row ?? null;
}

/** The maximum cart discount in % of the goods (admin); 100 (no cap) when it is not set. */
export async function getMaxCartDiscountPercent(db: DbOrTx): Promise<number> {
  const value = Number.parseInt((await getSetting(db, SETTING_MAX_CART_DISCOUNT_PERCENT)) ?? '', 10);
  return Number.isSafeInteger(value) && value >= 0 && value <= 100 ? value : 100;
}
