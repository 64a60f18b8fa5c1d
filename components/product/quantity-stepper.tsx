'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { CART_QUANTITY_MAX } from '@/lib/api/contract/limits';
import { saleUnitOf } from '@/lib/catalog/sale-unit';
import { allowedQuantity, fullCartonQuantity, maxQuantity, type QuantityLimits } from '@/lib/pricing';
import { useSaleUnitText } from './use-sale-unit-text';

interface QuantityStepperProps {
  limits: QuantityLimits;
  value: number;
  onChange: (quantity: number) => void;
  /** While a change is on its way (the cart's stepper). */
  disabled?: boolean;
  /** Names the field when several steppers share a page. */
  label?: string;
}

/**
 * Minus / field / plus in steps of the variant, counted in the unit it is sold in; a typed amount is moved
 * to the next allowed one, and a cut to the stock or the cart's maximum is said.
 */
export function QuantityStepper({ limits, value, onChange, disabled = false, label }: QuantityStepperProps) {
  const t = useTranslations('Product');
  const units = useSaleUnitText();
  const id = useId();
  /** What the shopper is typing; null shows the current quantity. */
  const [draft, setDraft] = useState<string | null>(null);
  /** Why the last typed amount was lowered, while the quantity is still the lowered one. */
  const [cut, setCut] = useState<{ quantity: number; by: 'stock' | 'maximum' } | null>(null);
  const max = maxQuantity(limits);
  const carton = fullCartonQuantity(value, limits);
  const amount = (count: number) => units.quantity(count, limits.unitPieces);

  function commit(raw: string) {
    // A blur without typing (the click on "add to cart" right after Enter) changes nothing.
    if (draft === null) return;
    setDraft(null);
    const wanted = Number.parseInt(raw, 10);
    const allowed = allowedQuantity(wanted, limits);
    const byStock = !limits.backorder && limits.stock < CART_QUANTITY_MAX;
    setCut(
      wanted > allowed && allowed === max && max > 0
        ? { quantity: allowed, by: byStock ? 'stock' : 'maximum' }
        : null,
    );
    onChange(allowed);
  }

  function step(next: number) {
    setCut(null);
    onChange(next);
  }

  // As wide as the field's row, never wider: a message that comes or goes must not move the buttons beside it.
  const message = 'w-0 min-w-full text-sm';
  const button =
    'flex size-11 items-center justify-center rounded border border-grey-300 text-xl text-dark-blue hover:bg-light-blue disabled:opacity-40';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {label ?? t('quantity')}
        </label>
        <button
          type="button"
          className={button}
          aria-label={t('decrease')}
          disabled={disabled || value <= limits.minQuantity}
          onClick={() => step(allowedQuantity(value - limits.stepQuantity, limits))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={limits.minQuantity}
          max={max || undefined}
          step={limits.stepQuantity}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
          className="h-11 w-20 rounded border border-field text-center"
          data-testid="quantity-input"
        />
        <button
          type="button"
          className={button}
          aria-label={t('increase')}
          disabled={disabled || value + limits.stepQuantity > max}
          onClick={() => step(allowedQuantity(value + limits.stepQuantity, limits))}
        >
          +
        </button>
        <span className="text-sm text-grey-600" data-testid="quantity-unit">
          {units.unitWord(value, limits.unitPieces)}
        </span>
      </div>
      {cut !== null && cut.quantity === value && (
        <p className={`${message} text-red`} role="status" data-testid="quantity-cut">
          {cut.by === 'stock'
            ? units.stockCapped(amount(limits.stock), amount(cut.quantity))
            : units.maximumCapped(amount(cut.quantity))}
        </p>
      )}
      {carton !== null && (
        <p className={`${message} flex flex-wrap items-center gap-2 text-grey-700`} role="status">
          {t('roundToCarton', {
            carton: amount(saleUnitOf(limits.unitPieces, limits.packQuantity).cartonUnits ?? 1),
            quantity: amount(carton),
          })}
          <button
            type="button"
            className="rounded border border-blue px-2 py-1 text-blue hover:bg-light-blue"
            disabled={disabled}
            onClick={() => step(carton)}
          >
            {t('roundUp', { quantity: amount(carton) })}
          </button>
        </p>
      )}
    </div>
  );
}
