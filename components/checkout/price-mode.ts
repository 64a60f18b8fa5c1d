import type { Cart } from '@/lib/api/contract/cart';
import type { SessionUser } from '@/lib/api/hooks/use-session-user';
import { type PriceMode, priceModeOf } from '@/lib/pricing';

/** The cart's mode: its customer's VAT status and country, and the user's own choice. */
export function primaryPriceOf(cart: Cart, user: SessionUser | null | undefined): PriceMode {
  return priceModeOf({
    showPriceWithoutVat: user?.show_price_without_vat === true,
    isVatPayer: cart.is_vat_payer,
    onSlovakShop: cart.country_code === 'SK',
  });
}
