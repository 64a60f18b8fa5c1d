'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AddToCartButton } from '@/components/product/add-to-cart-button';
import { limitsOf, maxQuantity } from '@/lib/pricing';
import { QuantityStepper } from '@/components/product/quantity-stepper';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { MediaImage } from '@/components/ui/media-image';
import { Price } from '@/components/ui/price';
import type { PurchasedGoodsResponse, PurchasedItem } from '@/lib/api/contract/purchased-goods';
import { formatPrice } from '@/lib/format/price';
import { useSaleUnitText } from '@/components/product/use-sale-unit-text';
import { useShopDate } from '../shop-date';

interface PurchasedItemRowProps {
  item: PurchasedItem;
  priceMode: PurchasedGoodsResponse['price_mode'];
  currency: PurchasedGoodsResponse['currency_code'];
}

/** One item bought before: what and how much, the last price paid, today's price and a way to buy it again. */
export function PurchasedItemRow({ item, priceMode, currency }: PurchasedItemRowProps) {
  const t = useTranslations('PurchasedGoods');
  const tNotes = useTranslations('Reorder');
  const shopDate = useShopDate();
  const units = useSaleUnitText();
  const { offer } = item;
  // Past quantities count the unit the variant is sold in today; a variant gone is taken as pieces.
  const unitPieces = offer?.unit_pieces ?? 1;
  const limits = offer && limitsOf(offer);
  const [quantity, setQuantity] = useState(offer?.min_quantity ?? 1);
  const net = priceMode === 'net';
  const lastPrice = formatPrice(
    net ? item.last_unit_without_vat : item.last_unit_with_vat,
    item.last_currency_code,
  );
  return (
    <li className="flex flex-col gap-3 py-4 md:flex-row md:items-center" data-testid="purchased-item">
      <div className="flex flex-1 gap-3">
        <div className="size-16 shrink-0">
          {item.image && (
            <MediaImage
              image={item.image}
              alt=""
              sizes="64px"
              className="aspect-square w-full object-contain"
            />
          )}
        </div>
        <div className="flex flex-col gap-1">
          {item.product_url ? (
            <LocalizedUrlLink
              href={item.product_url}
              className="font-semibold text-dark-blue hover:underline"
            >
              {item.name}
            </LocalizedUrlLink>
          ) : (
            <span className="font-semibold">{item.name}</span>
          )}
          <span className="text-sm text-grey-600">{t('code', { code: item.code })}</span>
          <span className="text-sm text-grey-700" data-testid="purchased-total">
            {t('bought', {
              quantity: units.quantity(item.total_quantity, unitPieces),
              orders: item.order_count,
            })}
          </span>
          <span className="text-sm text-grey-700">
            {t('lastOrdered', {
              date: shopDate(item.last_ordered_at),
              price: units.perUnit(lastPrice, unitPieces),
            })}
          </span>
        </div>
      </div>
      {offer ? (
        <div className="flex flex-col gap-2 md:items-end">
          <div className="text-sm text-grey-600">{t('priceNow')}</div>
          <Price
            withVat={offer.unit_with_vat}
            withoutVat={offer.unit_without_vat}
            currency={currency}
            primary={priceMode}
          />
          {limits && maxQuantity(limits) > 0 ? (
            <div className="flex flex-wrap items-start gap-2">
              <QuantityStepper
                limits={limits}
                value={quantity}
                onChange={setQuantity}
                label={t('quantityOf', { name: item.name })}
              />
              <AddToCartButton
                variantId={offer.variant_id}
                quantity={quantity}
                unitPieces={offer.unit_pieces}
                name={item.name}
              />
            </div>
          ) : (
            <p className="text-sm text-red">{tNotes('notes.OUT_OF_STOCK')}</p>
          )}
        </div>
      ) : (
        <p className="text-sm text-red">
          {tNotes(`notes.${item.unavailable_reason ?? 'VARIANT_NOT_FOUND'}`)}
        </p>
      )}
    </li>
  );
}
