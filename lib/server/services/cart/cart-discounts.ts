import type { ChannelId } from '@/lib/config/channels';
import type { discountCodes } from '@/lib/server/db/schema';
import { roundHalfAwayFromZero } from '@/lib/server/services/pricing';
import type { CartErrorCode } from './cart-errors';
import { netOfGross, splitProportionally } from './money-split';

/** A discount code as the cart's rules read it: a row of `discount_codes` (`min_order_total` is gross). */
export type DiscountCode = Omit<typeof discountCodes.$inferSelect, 'createdAt'>;

export interface DiscountCodeCart {
  channel: ChannelId;
  isB2b: boolean;
  /** Goods total with VAT before any discount code. */
  goodsWithVat: number;
  now: Date;
}

/**
 * The first rule that keeps a code off the cart, or null when it applies. An inactive code is answered
 * like an unknown one; an amount code without a channel is in the cart's currency.
 */
export function discountCodeRefusal(code: DiscountCode, cart: DiscountCodeCart): CartErrorCode | null {
  if (!code.isActive) return 'DISCOUNT_CODE_NOT_FOUND';
  if (code.channel !== null && code.channel !== cart.channel) return 'DISCOUNT_CODE_OTHER_SHOP';
  if (code.audience === 'b2b' && !cart.isB2b) return 'DISCOUNT_CODE_NOT_FOR_CUSTOMER';
  if (code.audience === 'b2c' && cart.isB2b) return 'DISCOUNT_CODE_NOT_FOR_CUSTOMER';
  if (code.validFrom && cart.now < code.validFrom) return 'DISCOUNT_CODE_NOT_YET_VALID';
  if (code.validTo && cart.now > code.validTo) return 'DISCOUNT_CODE_EXPIRED';
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return 'DISCOUNT_CODE_USED_UP';
  if (cart.goodsWithVat < code.minOrderTotal) return 'DISCOUNT_CODE_MINIMUM_ORDER';
  return null;
}

/**
 * What each code takes off the goods with VAT, in the order given: a percent code its percentage of the
 * goods, an amount code its amount; together never more than `maxPercent` % of the goods (rounded down),
 * so a later code gets only what the earlier ones left under the cap.
 */
export function discountAmounts(
  codes: readonly Pick<DiscountCode, 'kind' | 'value'>[],
  goodsWithVat: number,
  maxPercent: number,
): number[] {
  let left = Math.floor((goodsWithVat * Math.min(100, Math.max(0, maxPercent))) / 100);
  return codes.map((code) => {
    const wanted =
      code.kind === 'percent' ? roundHalfAwayFromZero((goodsWithVat * code.value) / 100) : code.value;
    const taken = Math.max(0, Math.min(wanted, left));
    left -= taken;
    return taken;
  });
}

export interface RateAmounts {
  rate: number;
  withVat: number;
  withoutVat: number;
}

/**
 * The discount spread over the goods' VAT rates in proportion to the goods with VAT of each rate; the
 * net part of each rate's share is taken out at that rate, so the VAT summary stays right.
 */
export function discountByRate(discountWithVat: number, goods: readonly RateAmounts[]): RateAmounts[] {
  const shares = splitProportionally(
    discountWithVat,
    goods.map((rate) => rate.withVat),
  );
  return goods.map((rate, index) => {
    const withVat = shares[index]!;
    return {
      rate: rate.rate,
      withVat,
      withoutVat: Math.min(rate.withoutVat, netOfGross(withVat, rate.rate)),
    };
  });
}
