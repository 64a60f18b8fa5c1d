/** Which of a price's two amounts leads: with VAT (gross) or without it (net). */
export type PriceMode = 'gross' | 'net';

export interface PriceModeFacts {
  /** The user's own choice in the account settings. */
  showPriceWithoutVat: boolean;
  /** The customer the user buys for is a VAT payer. */
  isVatPayer: boolean;
  /** The Slovak shop (the country whose VAT payers see net prices first). */
  onSlovakShop: boolean;
}

/**
 * Spec §1, domain.md "Prices": net prices lead for a VAT payer on the Slovak shop, or for anybody who
 * chose them; gross prices otherwise. One rule for the server's pages and the browser's widgets.
 */
export function priceModeOf(facts: PriceModeFacts): PriceMode {
  return facts.showPriceWithoutVat || (facts.isVatPayer && facts.onSlovakShop) ? 'net' : 'gross';
}

/** A signed-in user's prices on a shop (the server's pages and answers): gross for a visitor. */
export function priceModeOfUser(
  user: { showPriceWithoutVat: boolean; selectedCustomer: { isVatPayer: boolean } | null } | null,
  channelId: 'cz' | 'sk',
): PriceMode {
  if (!user) return 'gross';
  return priceModeOf({
    showPriceWithoutVat: user.showPriceWithoutVat,
    isVatPayer: user.selectedCustomer?.isVatPayer ?? false,
    onSlovakShop: channelId === 'sk',
  });
}

/** A cart's amounts (the mini cart, the order page): its customer's VAT status and country, and the user's choice. */
export function priceModeOfCart(
  cart: { is_vat_payer: boolean; country_code: string },
  user: { show_price_without_vat: boolean } | null | undefined,
): PriceMode {
  return priceModeOf({
    showPriceWithoutVat: user?.show_price_without_vat === true,
    isVatPayer: cart.is_vat_payer,
    onSlovakShop: cart.country_code === 'SK',
  });
}
