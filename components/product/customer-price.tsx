'use client';

import { Price } from '@/components/ui/price';
import { useCustomerPricingKey, useOwnProductPrice } from '@/lib/api/hooks/use-customer-prices';
import type { ShownPrice } from '@/lib/server/services/pricing';

interface CustomerPriceProps {
  productId: number;
  /** The list price the cached page shows to everybody. */
  price: Pick<ShownPrice, 'withVat' | 'withoutVat' | 'currency'>;
  from?: boolean;
}

/**
 * A card's price: the list price from the cached page, replaced by the signed-in customer's own once
 * it arrives (cards on a page ask for theirs in one request).
 */
export function CustomerPrice({ productId, price, from = false }: CustomerPriceProps) {
  const key = useCustomerPricingKey();
  // Visitors and consumers (most page views): the list price, without a price query per card.
  if (key === null) return <Price {...price} from={from} />;
  return <OwnPrice pricingKey={key} productId={productId} price={price} from={from} />;
}

function OwnPrice({
  pricingKey,
  productId,
  price,
  from = false,
}: CustomerPriceProps & { pricingKey: string }) {
  const own = useOwnProductPrice(pricingKey, productId);
  if (!own) return <Price {...price} from={from} />;
  return (
    <Price
      withVat={own.with_vat}
      withoutVat={own.without_vat}
      currency={own.currency}
      primary={own.primary}
      from={own.from}
    />
  );
}
