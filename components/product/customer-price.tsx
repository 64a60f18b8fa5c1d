'use client';

import { lazy, Suspense } from 'react';
import { Price } from '@/components/ui/price';
import { useCustomerPricingKey } from '@/lib/api/hooks/use-customer-pricing-key';
import type { OwnPriceProps } from './own-price';

// Only customers with own prices ask for them: a visitor's page loads neither the price queries nor their batching.
const OwnPrice = lazy(() => import('./own-price').then((module) => ({ default: module.OwnPrice })));

/**
 * A card's price: the list price from the cached page, replaced by the signed-in customer's own once
 * it arrives (cards on a page ask for theirs in one request).
 */
export function CustomerPrice({ productId, price, from = false }: Omit<OwnPriceProps, 'pricingKey'>) {
  const key = useCustomerPricingKey();
  const listPrice = <Price {...price} from={from} />;
  // Visitors and consumers (most page views): the list price, without a price query per card.
  if (key === null) return listPrice;
  return (
    <Suspense fallback={listPrice}>
      <OwnPrice pricingKey={key} productId={productId} price={price} from={from} />
    </Suspense>
  );
}
