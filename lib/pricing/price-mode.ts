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
