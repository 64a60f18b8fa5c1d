'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { AddToCartButton } from '@/components/product/add-to-cart-button';
import { allowedQuantity, limitsOf, maxQuantity } from '@/lib/pricing';
import { QuantityStepper } from '@/components/product/quantity-stepper';
import { StockInfo } from '@/components/product/stock-info';
import { toastApiError } from '@/components/product/toast-api-error';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { MediaImage } from '@/components/ui/media-image';
import { Price } from '@/components/ui/price';
import { useSetFavourite } from '@/lib/api/hooks/use-favourites';
import type { FavouriteProduct } from '@/lib/server/services/account/favourite-products';
import { toast } from '@/lib/toast/toast';

interface FavouriteCardProps {
  product: FavouriteProduct;
  priceMode: 'gross' | 'net';
  currency: 'CZK' | 'EUR';
}

/** A favourite product: today's price, a variant and quantity to add to the cart, and a way to remove it. */
export function FavouriteCard({ product, priceMode, currency }: FavouriteCardProps) {
  const t = useTranslations('Favourites');
  const router = useRouter();
  const selectId = useId();
  const setFavourite = useSetFavourite();
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? null);
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? null;
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const quantity = variant
    ? (quantities[variant.id] ?? allowedQuantity(variant.min_quantity, limitsOf(variant)))
    : 0;

  function remove() {
    setFavourite.mutate(
      { productId: product.id, favourite: false },
      {
        onSuccess: () => {
          toast.success(t('removed', { name: product.name }));
          router.refresh();
        },
        onError: (error) => toastApiError(error, t('removeFailed')),
      },
    );
  }

  return (
    <article
      className="flex h-full flex-col gap-3 rounded-lg border border-grey-200 p-3"
      data-testid="favourite-card"
    >
      <div className="aspect-square w-full">
        {product.image && (
          <MediaImage
            image={product.image}
            alt=""
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 100vw"
            className="h-full w-full object-contain"
          />
        )}
      </div>
      <h2 className="font-sans text-base font-medium">
        {product.url ? (
          <LocalizedUrlLink href={product.url} className="text-grey-900 hover:text-blue">
            {product.name}
          </LocalizedUrlLink>
        ) : (
          product.name
        )}
      </h2>
      {variant ? (
        <>
          {product.variants.length > 1 && (
            <div className="flex flex-col gap-1 text-sm">
              <label htmlFor={selectId} className="text-grey-700">
                {t('variantOf', { name: product.name })}
              </label>
              <select
                id={selectId}
                value={variant.id}
                onChange={(event) => setVariantId(Number(event.target.value))}
                className="h-11 rounded border border-field bg-white px-2"
              >
                {product.variants.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label || option.code}
                  </option>
                ))}
              </select>
            </div>
          )}
          <Price
            withVat={variant.unit_with_vat}
            withoutVat={variant.unit_without_vat}
            currency={currency}
            primary={priceMode}
          />
          <StockInfo
            stock={variant.stock}
            backorder={variant.backorder}
            quantity={quantity}
            unitPieces={variant.unit_pieces}
          />
          {maxQuantity(limitsOf(variant)) > 0 && (
            <div className="mt-auto flex flex-wrap items-start gap-2">
              <QuantityStepper
                limits={limitsOf(variant)}
                value={quantity}
                onChange={(next) => setQuantities((current) => ({ ...current, [variant.id]: next }))}
                label={t('quantityOf', { name: product.name })}
              />
              <AddToCartButton
                variantId={variant.id}
                quantity={quantity}
                unitPieces={variant.unit_pieces}
                name={variant.label ? `${product.name}, ${variant.label}` : product.name}
              />
            </div>
          )}
        </>
      ) : (
        <p className="text-sm text-red">{t('unavailable')}</p>
      )}
      <button
        type="button"
        onClick={remove}
        disabled={setFavourite.isPending}
        aria-label={t('removeNamed', { name: product.name })}
        className="self-start rounded px-2 py-1 text-sm text-red underline hover:bg-light-blue disabled:opacity-40"
      >
        {t('remove')}
      </button>
    </article>
  );
}
