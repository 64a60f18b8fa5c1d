'use client';

import { useTranslations } from 'next-intl';
import Image from 'next/image';
import { limitsOf } from '@/lib/pricing';
import { QuantityStepper } from '@/components/product/quantity-stepper';
import { useSaleUnitText } from '@/components/product/use-sale-unit-text';
import { piecePrice } from '@/lib/catalog/sale-unit';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import type { Cart, CartItem } from '@/lib/api/contract/cart';
import { useChangeQuantity, useRemoveFromCart } from '@/lib/api/hooks/use-checkout-calls';
import { formatPrice } from '@/lib/format/price';
import { useErrorToast } from './use-api-error-text';

interface CartLineProps {
  item: CartItem;
  cart: Cart;
  primary: 'gross' | 'net';
}

/** One item of the cart: picture, name, code, unit price, quantity stepper, line total and removal. */
export function CartLine({ item, cart, primary }: CartLineProps) {
  const t = useTranslations('Checkout');
  const toastError = useErrorToast();
  const units = useSaleUnitText();
  const changeQuantity = useChangeQuantity();
  const remove = useRemoveFromCart();
  const variant = item.item_variant;
  const pending = changeQuantity.isPending || remove.isPending;
  const money = (withVat: number, withoutVat: number) =>
    formatPrice(primary === 'net' ? withoutVat : withVat, cart.currency_code);

  function setQuantity(quantity: number) {
    if (quantity === item.quantity) return;
    changeQuantity.mutate(
      { item_variant_id: variant.id, quantity },
      { onError: (error) => toastError(error, t('quantityFailed')) },
    );
  }

  return (
    <li
      className="flex flex-col gap-3 border-b border-grey-200 py-4 sm:flex-row sm:items-center"
      data-testid="cart-line"
    >
      <div className="flex flex-1 gap-3">
        <div className="size-20 shrink-0">
          {variant.image && (
            <Image
              src={variant.image.url}
              width={variant.image.width}
              height={variant.image.height}
              alt=""
              sizes="80px"
              className="aspect-square w-full object-contain"
            />
          )}
        </div>
        <div className="flex flex-col gap-1">
          <LocalizedUrlLink
            href={variant.product_url}
            className="font-semibold text-dark-blue hover:underline"
          >
            {variant.name}
          </LocalizedUrlLink>
          <span className="text-sm text-grey-600">
            {t('code')}: {variant.code}
          </span>
          <span className="text-sm text-grey-700" data-testid="cart-line-unit-price">
            {units.unitPriceLabel(variant.unit_pieces)}:{' '}
            {money(item.unit_price_with_vat, item.unit_price_without_vat)}
            {variant.unit_pieces > 1 &&
              ` (${units.perPiece(
                money(
                  piecePrice(item.unit_price_with_vat, { pieces: variant.unit_pieces }),
                  piecePrice(item.unit_price_without_vat, { pieces: variant.unit_pieces }),
                ),
              )})`}
          </span>
          {item.has_deposit && (
            <p className="text-sm text-grey-700" data-testid="deposit-note">
              {t('depositNote', { percentage: cart.deposit_percentage })}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end">
        <QuantityStepper
          limits={limitsOf(variant)}
          value={item.quantity}
          onChange={setQuantity}
          disabled={pending}
          label={t('quantityOf', { name: variant.name })}
        />
        <span className="min-w-24 text-right font-semibold" data-testid="line-total">
          {money(item.total_with_vat, item.total_without_vat)}
        </span>
        <button
          type="button"
          disabled={pending}
          onClick={() =>
            remove.mutate(
              { item_variant_id: variant.id },
              { onError: (error) => toastError(error, t('removeFailed')) },
            )
          }
          className="rounded px-2 py-1 text-sm text-red underline hover:bg-light-blue disabled:opacity-40"
          aria-label={t('removeItem', { name: variant.name })}
        >
          {t('remove')}
        </button>
      </div>
    </li>
  );
}
