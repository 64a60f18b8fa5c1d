'use client';

import { useQuery } from '@tanstack/react-query';
import { type CustomerPrice, loadCustomerPrice, type PricedKind } from './customer-price-batch';

export type { CustomerPrice } from './customer-price-batch';

const STALE_TIME = 5 * 60_000;

/** One own price's query: the same key for a variant whether a card or the purchase panel asks. */
export function customerPriceQuery(key: string | null, kind: PricedKind, id: number) {
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
  return useQuery(customerPriceQuery(key, 'product', productId)).data;
}
