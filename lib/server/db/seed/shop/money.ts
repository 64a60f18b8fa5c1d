import type { CurrencyCode } from '@/lib/config/channels';
import { NBSP } from '@/lib/format/number';
import { formatPrice } from '@/lib/format/price';

/** A price for running text: "149 Kč", "5,90 €", "3 000 Kč" (no ",00" on whole amounts). */
export function priceText(minor: number, currency: CurrencyCode): string {
  return formatPrice(minor, currency).replace(`,00${NBSP}`, NBSP);
}
