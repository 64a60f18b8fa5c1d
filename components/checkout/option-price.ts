import type { Cart } from '@/lib/api/contract/cart';
import { formatPrice } from '@/lib/format/price';

/** A shipping or payment price: "free" when it costs nothing or the goods reached free shipping. */
export function optionPrice(price: number, cart: Cart, freeText: string, freeShipping = false): string {
  const reached = cart.free_shipping.threshold !== null && (cart.free_shipping.remaining ?? 0) <= 0;
  if (price === 0 || (freeShipping && reached)) return freeText;
  return formatPrice(price, cart.currency_code);
}
