'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { Price } from '@/components/ui/price';
import type { CustomerPrice } from '@/lib/api/hooks/use-customer-prices';
import { formatPrice } from '@/lib/format/price';
import { PartnerDiscountNote } from './partner-discount-note';
import type { ProductVariant } from '@/lib/server/services/catalog/product/product-variants';

interface VariantPriceProps {
  variant: Pick<ProductVariant, 'price' | 'lowestPriorPrice'>;
  /** The signed-in customer's own price, when it differs from the page's list price. */
  own: CustomerPrice | undefined;
}

/** What the shopper pays for a variant: their own price in their price mode once it came, else the list price. */
export function shownVariantPrice(
  listPrice: ProductVariant['price'],
  own: CustomerPrice | undefined,
): ComponentProps<typeof Price> {
  if (!own) return listPrice;
  return { withVat: own.with_vat, withoutVat: own.without_vat, currency: own.currency, primary: own.primary };
}

/** The variant's price, and on a sale the lowest price of the 30 days before it (EU rule). */
export function VariantPrice({ variant, own }: VariantPriceProps) {
  const t = useTranslations('Product');
  const primary = own?.primary ?? 'gross';
  const prior = variant.lowestPriorPrice;
  return (
    <div data-testid="product-price">
      {own && <p className="text-sm text-grey-600">{t('yourPrice')}</p>}
      <Price {...shownVariantPrice(variant.price, own)} />
      {own?.partner_discount && <PartnerDiscountNote discount={own.partner_discount} />}
      {prior && (
        <p className="text-sm text-grey-700" data-testid="lowest-prior-price">
          {t('lowestPrice', {
            price: formatPrice(primary === 'net' ? prior.withoutVat : prior.withVat, prior.currency),
          })}
        </p>
      )}
    </div>
  );
}
