'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useCustomerVariantPrices } from '@/lib/api/hooks/use-customer-prices';
import type { ProductVariant } from '@/lib/server/services/catalog/product/product-variants';
import { AddToCartButton } from './add-to-cart-button';
import { FavouriteButton } from './favourite-button';
import { allowedQuantity, maxQuantity } from './quantity';
import { QuantityStepper } from './quantity-stepper';
import { StockInfo } from './stock-info';
import { useSelectedVariant } from './use-selected-variant';
import { VariantChooser } from './variant-chooser';
import { VariantPrice } from './variant-price';

interface PurchasePanelProps {
  productId: number;
  productName: string;
  variants: ProductVariant[];
}

/** Everything that changes with the chosen variant, without loading another page. */
export function PurchasePanel({ productId, productName, variants }: PurchasePanelProps) {
  const t = useTranslations('Product');
  const variantIds = useMemo(() => variants.map((variant) => variant.id), [variants]);
  const [selectedId, select] = useSelectedVariant(variantIds);
  const variant = variants.find((candidate) => candidate.id === selectedId) ?? variants[0]!;
  const ownPrices = useCustomerVariantPrices(variantIds);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const quantity = quantities[variant.id] ?? allowedQuantity(variant.minQuantity, variant);
  const buyable = maxQuantity(variant) > 0;
  const setQuantity = (next: number) => setQuantities((current) => ({ ...current, [variant.id]: next }));

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-grey-600">
        {t('code')}: <span data-testid="product-code">{variant.code}</span>
      </p>
      <VariantChooser variants={variants} selectedId={variant.id} onSelect={select} />
      <VariantPrice variant={variant} own={ownPrices.get(variant.id)} />
      <StockInfo stock={variant.stock} backorder={variant.backorder} quantity={quantity} />
      <ul className="text-sm text-grey-700">
        {variant.packQuantity > 1 && <li>{t('packQuantity', { count: variant.packQuantity })}</li>}
        {variant.minQuantity > 1 && <li>{t('minQuantity', { count: variant.minQuantity })}</li>}
        {variant.stepQuantity > 1 && <li>{t('stepQuantity', { count: variant.stepQuantity })}</li>}
      </ul>
      {buyable && (
        <div className="flex flex-wrap items-start gap-3">
          <QuantityStepper limits={variant} value={quantity} onChange={setQuantity} />
          <AddToCartButton variantId={variant.id} quantity={quantity} name={productName} />
        </div>
      )}
      <div>
        <FavouriteButton productId={productId} />
      </div>
    </div>
  );
}
