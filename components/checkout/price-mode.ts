import type { Cart } from '@/lib/api/contract/cart';
import type { SessionUser } from '@/lib/api/hooks/use-session-user';

/** domain.md "Prices": net prices lead for VAT payers on the SK shop or by the user's choice. */
export function primaryPriceOf(cart: Cart, user: SessionUser | null | undefined): 'gross' | 'net' {
  if (cart.is_vat_payer && cart.country_code === 'SK') return 'net';
  return user?.show_price_without_vat ? 'net' : 'gross';
}
