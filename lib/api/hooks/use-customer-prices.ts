'use client';

import { useQueries, useQuery } from '@tanstack/react-query';
import { type CustomerPrice, loadCustomerPrice, type PricedKind } from './customer-price-batch';
import { type SessionUser, useSessionUser } from './use-session-user';

export type { CustomerPrice } from './customer-price-batch';

const STALE_TIME = 5 * 60_000;

/**
 * Only a customer's terms or the net-price choice change what the cached page shows; everybody else
 * (visitors, consumers) sees the list prices already there and sends no request.
 */
function pricingKey(user: SessionUser | null | undefined): string | null {
  if (!user) return null;
  if (!user.selected_customer && !user.show_price_without_vat) return null;
  return `${user.selected_customer?.id ?? 'none'}:${user.show_price_without_vat ? 'net' : 'own'}`;
}

function priceQuery(key: string | null, kind: PricedKind, id: number) {
  return {
    queryKey: ['customer-prices', key, kind, id] as const,
    queryFn: () => loadCustomerPrice(kind, id),
    enabled: key !== null,
    staleTime: STALE_TIME,
  };
}

/** The key of the shopper's own prices; null while everybody's list prices apply (then nothing is asked). */
export function useCustomerPricingKey(): string | null {
  const { data: user } = useSessionUser();
  return pricingKey(user);
}

/**
 * The shopper's own price of a product (its cheapest variant) under a pricing key from
 * useCustomerPricingKey; undefined until it arrives.
 */
export function useOwnProductPrice(key: string, productId: number): CustomerPrice | null | undefined {
  return useQuery(priceQuery(key, 'product', productId)).data;
}

/** The shopper's own prices of variants, by variant id; empty while the list prices apply. */
export function useCustomerVariantPrices(variantIds: readonly number[]): Map<number, CustomerPrice> {
  const { data: user } = useSessionUser();
  const key = pricingKey(user);
  return useQueries({
    queries: variantIds.map((id) => priceQuery(key, 'variant', id)),
    combine: (results) => {
      const prices = new Map<number, CustomerPrice>();
      results.forEach((result, index) => {
        if (result.data) prices.set(variantIds[index]!, result.data);
      });
      return prices;
    },
  });
}
