import type { ProductType } from './product-types';
import type { Size } from './sizes';

/** CZK per EUR used for the seeded EUR prices; the shop's own rate is set in admin. */
export const CZK_PER_EUR = 25.2;

/** The type's price interpolated along its sizes: the smallest size costs price[0], the biggest price[1]. */
export function basePrice(type: ProductType, size: Size | null, position: number): number {
  const [low, high] = type.price;
  const values = type.sizes.map((candidate) => candidate.value);
  if (!size || values.length < 2) return low + (high - low) * position;
  const min = Math.min(...values);
  const max = Math.max(...values);
  return low + ((high - low) * (size.value - min)) / (max - min);
}

/** A shelf price in haléře: 4,30 Kč · 12,50 Kč · 36,90 Kč · 249 Kč · 1 290 Kč · 179 900 Kč. */
export function shelfPrice(crowns: number): number {
  let nice: number;
  if (crowns < 10) nice = Math.max(0.1, Math.round(crowns * 10) / 10);
  else if (crowns < 20) nice = Math.round(crowns * 2) / 2;
  else if (crowns < 100) nice = Math.round(crowns) - 0.1;
  else if (crowns < 1000) nice = Math.round(crowns / 10) * 10 - 1;
  else if (crowns < 10_000) nice = Math.round(crowns / 50) * 50 - 10;
  else nice = Math.round(crowns / 500) * 500 - 100;
  return Math.round(nice * 100);
}

/** Bigger packs are a little cheaper per piece. */
export function packDiscount(pack: number): number {
  if (pack >= 100) return 0.85;
  if (pack >= 10) return 0.92;
  if (pack >= 2) return 0.96;
  return 1;
}

export function toEuroCents(haler: number): number {
  return Math.round(haler / CZK_PER_EUR);
}
