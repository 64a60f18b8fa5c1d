'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { limitsOf } from '@/lib/pricing';
import { QuantityStepper } from '@/components/product/quantity-stepper';
import { useSaleUnitText } from '@/components/product/use-sale-unit-text';
import type { ReorderLine, ReorderPreview } from '@/lib/api/contract/account-orders';
import { formatPrice } from '@/lib/format/price';

interface ReorderLineItemProps {
  line: ReorderLine;
  preview: ReorderPreview;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  quantity: number;
  onQuantity: (quantity: number) => void;
}

const changeTone = { up: 'text-red', down: 'text-dark-green', same: 'text-grey-600' } as const;
const changeLabel = { up: 'priceUp', down: 'priceDown', same: 'priceSame' } as const;

/** One line of the past order: the price paid and today's (in the shopper's price mode), what changed. */
export function ReorderLineItem({
  line,
  preview,
  selected,
  onSelect,
  quantity,
  onQuantity,
}: ReorderLineItemProps) {
  const t = useTranslations('Reorder');
  const units = useSaleUnitText();
  const amount = (count: number) => units.quantity(count, line.unit_pieces);
  const checkboxId = useId();
  const net = preview.price_mode === 'net';
  const paid = formatPrice(
    net ? line.paid_unit_without_vat : line.paid_unit_with_vat,
    preview.order_currency_code,
  );
  const now =
    line.current_unit_with_vat === null
      ? null
      : formatPrice(net ? line.current_unit_without_vat! : line.current_unit_with_vat, preview.currency_code);
  return (
    <li
      className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between"
      data-testid="reorder-line"
    >
      <div className="flex gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 size-5 shrink-0"
          checked={selected && line.available}
          disabled={!line.available}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={checkboxId} className="font-semibold">
            <span className="sr-only">{t('select', { name: line.current_name ?? line.name })}</span>
            <span aria-hidden="true" data-testid="reorder-name">
              {line.current_name ?? line.name}
            </span>
          </label>
          {line.current_name && (
            <p className="text-sm text-grey-600">{t('orderedAs', { name: line.name })}</p>
          )}
          <p className="text-sm text-grey-600">
            {line.code} · {t('ordered', { quantity: amount(line.ordered_quantity) })}
          </p>
          <p className="text-sm">
            {t('paid', { price: units.perUnit(paid, line.unit_pieces) })}
            {now && (
              <>
                {' · '}
                {t('now', { price: units.perUnit(now, line.unit_pieces) })}
                {line.price_change && (
                  <span
                    className={`ml-2 font-semibold ${changeTone[line.price_change]}`}
                    data-testid="price-change"
                  >
                    {t(changeLabel[line.price_change])}
                  </span>
                )}
              </>
            )}
          </p>
          {line.notes.length > 0 && (
            <ul className="text-sm text-red" data-testid="reorder-notes">
              {line.notes.map((note) => (
                <li key={note}>
                  {t(`notes.${note}`, {
                    stock: amount(line.stock),
                    min: amount(line.min_quantity),
                    step: amount(line.step_quantity),
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {line.available && (
        <QuantityStepper
          limits={limitsOf(line)}
          value={quantity}
          onChange={onQuantity}
          disabled={!selected}
          label={t('quantityOf', { name: line.current_name ?? line.name })}
        />
      )}
    </li>
  );
}
