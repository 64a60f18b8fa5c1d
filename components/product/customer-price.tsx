'use client';

import { Price } from '@/components/ui/price';
import { useCustomerPricingKey } from '@/lib/api/hooks/use-customer-pricing-key';
import { OwnPrice, type OwnPriceProps } from './own-price';

/**
 * A card's price: the list price from the cached page, replaced by the signed-in customer's own once
 * it arrives (cards on a page ask for theirs in one request).
 */
export function CustomerPrice({ productId, price, from = false }: Omit<OwnPriceProps, 'pricingKey'>) {
  const key = useCustomerPricingKey();
  // Visitors and consumers (most page views): the list price, without a price query per card.
  if (key === null) return <Price {...price} from={from} />;
  return <OwnPrice pricingKey={key} productId={productId} price={price} from={from} />;
}
