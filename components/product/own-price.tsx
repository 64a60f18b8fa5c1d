'use client';

import { Price } from '@/components/ui/price';
import { useOwnProductPrice } from '@/lib/api/hooks/use-customer-prices';
import type { ShownPrice } from '@/lib/server/services/pricing';

export interface OwnPriceProps {
  pricingKey: string;
  productId: number;
  /** The list price the cached page shows to everybody, until the customer's own arrives. */
  price: Pick<ShownPrice, 'withVat' | 'withoutVat' | 'currency'>;
  from?: boolean;
}

/** A card's price for a customer with own prices: asked for with the other cards' in one request. */
export function OwnPrice({ pricingKey, productId, price, from = false }: OwnPriceProps) {
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
