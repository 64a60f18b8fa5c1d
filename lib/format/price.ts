import type { CurrencyCode } from '@/lib/config/channels';
import { formatScaledInteger } from './number';

const symbols: Record<CurrencyCode, string> = { CZK: 'Kč', EUR: '€' };

export function currencySymbol(code: CurrencyCode): string {
  return symbols[code];
}

/**
 * Spec §1: prices are integer minor units shown as "1 234,50 Kč". Negative amounts (discounts) are divided
 * by 100 as well and keep a leading minus ("-12,50 €"), since undivided they would be 100 times too large.
 */
export function formatPrice(minor: number, currency: CurrencyCode): string {
  return `${formatScaledInteger(minor, 2)} ${currencySymbol(currency)}`;
}
