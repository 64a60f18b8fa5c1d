'use client';

import { type SessionUser, useSessionUser } from './use-session-user';

/**
 * Only a customer's terms or the net-price choice change what the cached page shows; everybody else
 * (visitors, consumers) sees the list prices already there and sends no request.
 */
export function pricingKey(user: SessionUser | null | undefined): string | null {
  if (!user) return null;
  if (!user.selected_customer && !user.show_price_without_vat) return null;
  return `${user.selected_customer?.id ?? 'none'}:${user.show_price_without_vat ? 'net' : 'own'}`;
}

/** The key of the shopper's own prices; null while everybody's list prices apply (then nothing is asked). */
export function useCustomerPricingKey(): string | null {
  const { data: user } = useSessionUser();
  return pricingKey(user);
}
