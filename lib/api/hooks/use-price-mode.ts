'use client';

import { useShopChannel } from '@/lib/hooks/use-shop-channel';
import { type PriceMode, priceModeOf } from '@/lib/pricing';
import { useSessionUser } from './use-session-user';

/** The signed-in shopper's price mode on this shop (spec §1); visitors see gross prices first. */
export function usePriceMode(): PriceMode {
  const { data: user } = useSessionUser();
  const channel = useShopChannel();
  if (!user) return 'gross';
  return priceModeOf({
    showPriceWithoutVat: user.show_price_without_vat,
    isVatPayer: user.selected_customer?.is_vat_payer ?? false,
    onSlovakShop: channel === 'sk',
  });
}
