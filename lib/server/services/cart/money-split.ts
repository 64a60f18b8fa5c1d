import { roundHalfAwayFromZero } from '@/lib/server/services/pricing';

/**
 * Splits a non-negative `total` in proportion to non-negative `weights` (largest remainder): the parts
 * are whole minor units and add up to `total` exactly. All weights 0 gives everything to none.
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map((value) => Math.floor(value));
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** The net part of a gross amount at a VAT rate: round(gross × 100 / (100 + rate)), half away from zero. */
export function netOfGross(gross: number, ratePercent: number): number {
  return roundHalfAwayFromZero((gross * 100) / (100 + ratePercent));
}
