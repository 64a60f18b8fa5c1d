import type { CurrencyCode } from '@/lib/config/channels';
import { NBSP, formatScaledInteger } from './number';

const symbols: Record<CurrencyCode, string> = { CZK: 'Kč', EUR: '€' };

export function currencySymbol(code: CurrencyCode): string {
  return symbols[code];
}

/** A formatted amount with its currency symbol after a no-break space: "3 000 Kč" stays on one line. */
export function withCurrency(amount: string, currency: CurrencyCode): string {
  return `${amount}${NBSP}${currencySymbol(currency)}`;
}

/**
 * Spec §1: prices are integer minor units shown as "1 234,50 Kč" (no-break spaces). Negative amounts
 * (discounts) are divided by 100 as well and keep a leading minus ("-12,50 €"), since undivided they would
 * be 100 times too large.
 */
export function formatPrice(minor: number, currency: CurrencyCode): string {
  return withCurrency(formatScaledInteger(minor, 2), currency);
}
