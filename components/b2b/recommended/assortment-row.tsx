'use client';

import { useTranslations } from 'next-intl';
import { QuantityStepper } from '@/components/product/quantity-stepper';
import { useSaleUnitText } from '@/components/product/use-sale-unit-text';
import { MediaImage } from '@/components/ui/media-image';
import { Price } from '@/components/ui/price';
import type { AssortmentLine } from '@/lib/api/contract/b2b-recommended';

export interface LineChoice {
  chosen: boolean;
  quantity: number;
}

interface AssortmentRowProps {
  line: AssortmentLine;
  choice: LineChoice;
  priceMode: 'gross' | 'net';
  currency: 'CZK' | 'EUR';
  onChange: (choice: LineChoice) => void;
}

/** A line to choose, with the customer's price and a quantity on the variant's minimum and steps. */
export function AssortmentRow({ line, choice, priceMode, currency, onChange }: AssortmentRowProps) {
  const t = useTranslations('Recommended');
  const units = useSaleUnitText();
  const amount = (count: number) => units.quantity(count, line.unit_pieces);
  const checkboxId = `assortment-${line.variant_id}`;
  const limits = {
    minQuantity: line.min_quantity,
    stepQuantity: line.step_quantity,
    packQuantity: line.pack_quantity,
    unitPieces: line.unit_pieces,
    stock: line.stock,
    backorder: line.backorder,
  };
  return (
    <li
      className="grid grid-cols-[auto_1fr] gap-3 p-4 md:grid-cols-[auto_4rem_1fr_auto_auto] md:items-center"
      data-testid="assortment-line"
    >
      <input
        id={checkboxId}
        type="checkbox"
        className="mt-1 size-5 md:mt-0"
        checked={choice.chosen}
        disabled={!line.is_available}
        onChange={(event) => onChange({ ...choice, chosen: event.target.checked })}
      />
      <div className="hidden md:block">
        {line.image && (
          <MediaImage image={line.image} alt="" sizes="64px" className="size-16 object-contain" />
        )}
      </div>
      <div className="min-w-0">
        <label htmlFor={checkboxId} className="block font-semibold break-words">
          {line.name}
        </label>
        <p className="text-sm text-grey-700">
          {t('code', { code: line.code })}
          {line.product_url && (
            <>
              {' · '}
              <a href={line.product_url} className="text-blue hover:underline">
                {t('detail')}
                <span className="sr-only"> {line.name}</span>
              </a>
            </>
          )}
        </p>
        {line.order_count !== null && (
          <p className="text-sm text-grey-600">
            {t('ordered', { quantity: amount(line.ordered_quantity ?? 0), orders: line.order_count })}
          </p>
        )}
        <p className="text-sm text-grey-600">
          {!line.is_available
            ? t('unavailable')
            : line.stock > 0
              ? t('inStock', { stock: amount(line.stock) })
              : line.backorder
                ? t('onOrder')
                : t('outOfStock')}
        </p>
      </div>
      <div className="col-start-2 md:col-start-auto">
        {line.unit_price ? (
          <Price
            withVat={line.unit_price.with_vat}
            withoutVat={line.unit_price.without_vat}
            currency={currency}
            primary={priceMode}
          />
        ) : (
          <p className="text-sm text-grey-600">{t('noPrice')}</p>
        )}
      </div>
      <div className="col-start-2 md:col-start-auto">
        {line.is_available && (
          <QuantityStepper
            limits={limits}
            value={choice.quantity}
            label={t('quantityOf', { name: line.name })}
            onChange={(quantity) => onChange({ chosen: true, quantity })}
          />
        )}
      </div>
    </li>
  );
}
