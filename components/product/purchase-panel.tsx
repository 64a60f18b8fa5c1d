'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Price } from '@/components/ui/price';
import { PackNote } from '@/components/catalog/pack-note';
import { useCustomerVariantPrices } from '@/lib/api/hooks/use-customer-variant-prices';
import { saleUnitOf } from '@/lib/catalog/sale-unit';
import type { ProductVariant } from '@/lib/server/services/catalog/product/product-variants';
import { AddToCartButton } from './add-to-cart-button';
import { FavouriteButton } from './favourite-button';
import { allowedQuantity, maxQuantity } from '@/lib/pricing';
import { QuantityStepper } from './quantity-stepper';
import { StickyBuyBar } from './sticky-buy-bar';
import { StockInfo } from './stock-info';
import { useScrolledPast } from './use-scrolled-past';
import { useSaleUnitText } from './use-sale-unit-text';
import { useSelectedVariant } from './use-selected-variant';
import { VariantChooser } from './variant-chooser';
import { shownVariantPrice, VariantPrice } from './variant-price';

interface PurchasePanelProps {
  productId: number;
  productName: string;
  variants: ProductVariant[];
}

/** Everything that changes with the chosen variant, without loading another page. */
export function PurchasePanel({ productId, productName, variants }: PurchasePanelProps) {
  const t = useTranslations('Product');
  const units = useSaleUnitText();
  const variantIds = useMemo(() => variants.map((variant) => variant.id), [variants]);
  const [selectedId, select] = useSelectedVariant(variantIds);
  const variant = variants.find((candidate) => candidate.id === selectedId) ?? variants[0]!;
  const ownPrices = useCustomerVariantPrices(variantIds);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const quantity = quantities[variant.id] ?? allowedQuantity(variant.minQuantity, variant);
  const buyable = maxQuantity(variant) > 0;
  const setQuantity = (next: number) => setQuantities((current) => ({ ...current, [variant.id]: next }));
  const own = ownPrices.get(variant.id);
  const cartonUnits = saleUnitOf(variant.unitPieces, variant.packQuantity).cartonUnits;
  const amount = (count: number) => units.quantity(count, variant.unitPieces);
  const fullName = variant.name ? `${productName}, ${variant.name}` : productName;
  const [buyRow, setBuyRow] = useState<HTMLDivElement | null>(null);
  const scrolledPast = useScrolledPast(buyRow);
  const addToCart = (testId?: string) => (
    <AddToCartButton
      variantId={variant.id}
      quantity={quantity}
      unitPieces={variant.unitPieces}
      name={fullName}
      testId={testId}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-grey-600">
        {t('code')}: <span data-testid="product-code">{variant.code}</span>
      </p>
      <VariantChooser variants={variants} selectedId={variant.id} onSelect={select} />
      <VariantPrice variant={variant} own={own} />
      {variant.unitPieces > 1 && (
        <PackNote
          pieces={variant.unitPieces}
          packPrice={own ? (own.primary === 'net' ? own.without_vat : own.with_vat) : variant.price.withVat}
          currency={own?.currency ?? variant.price.currency}
        />
      )}
      <StockInfo
        stock={variant.stock}
        backorder={variant.backorder}
        quantity={quantity}
        unitPieces={variant.unitPieces}
      />
      <ul className="text-sm text-grey-700" data-testid="quantity-rules">
        {cartonUnits !== null && <li>{t('packQuantity', { quantity: amount(cartonUnits) })}</li>}
        {variant.minQuantity > 1 && <li>{t('minQuantity', { quantity: amount(variant.minQuantity) })}</li>}
        {variant.stepQuantity > 1 && <li>{t('stepQuantity', { quantity: amount(variant.stepQuantity) })}</li>}
      </ul>
      {buyable && (
        <div ref={setBuyRow} className="flex flex-wrap items-start gap-3">
          <QuantityStepper limits={variant} value={quantity} onChange={setQuantity} />
          {addToCart()}
        </div>
      )}
      <div>
        <FavouriteButton productId={productId} />
      </div>
      {buyable && (
        <StickyBuyBar
          shown={scrolledPast}
          price={<Price {...shownVariantPrice(variant.price, own)} />}
          variantName={variant.name}
          quantity={amount(quantity)}
        >
          {addToCart('sticky-add-to-cart')}
        </StickyBuyBar>
      )}
    </div>
  );
}
