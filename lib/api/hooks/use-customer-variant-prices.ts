'use client';

import { useQueries } from '@tanstack/react-query';
import { type CustomerPrice, customerPriceQuery } from './use-customer-prices';
import { pricingKey } from './use-customer-pricing-key';
import { useSessionUser } from './use-session-user';

/** The shopper's own prices of variants, by variant id; empty while the list prices apply. */
export function useCustomerVariantPrices(variantIds: readonly number[]): Map<number, CustomerPrice> {
  const { data: user } = useSessionUser();
  const key = pricingKey(user);
  return useQueries({
    queries: variantIds.map((id) => customerPriceQuery(key, 'variant', id)),
    combine: (results) => {
      const prices = new Map<number, CustomerPrice>();
      results.forEach((result, index) => {
        if (result.data) prices.set(variantIds[index]!, result.data);
      });
      return prices;
    },
  });
}
