'use client';

import { useQueries, useQuery } from '@tanstack/react-query';
import { type CustomerPrice, loadCustomerPrice, type PricedKind } from './customer-price-batch';
import { pricingKey } from './use-customer-pricing-key';
import { useSessionUser } from './use-session-user';

export type { CustomerPrice } from './customer-price-batch';

const STALE_TIME = 5 * 60_000;

function priceQuery(key: string | null, kind: PricedKind, id: number) {
  return {
    queryKey: ['customer-prices', key, kind, id] as const,
    queryFn: () => loadCustomerPrice(kind, id),
    enabled: key !== null,
    staleTime: STALE_TIME,
  };
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
