'use client';

import { Price } from '@/components/ui/price';
import { useCustomerProductPrice } from '@/lib/api/hooks/use-customer-prices';
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
  const own = useCustomerProductPrice(productId);
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
