'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { allowedQuantity, fullCartonQuantity, maxQuantity, type QuantityLimits } from './quantity';

interface QuantityStepperProps {
  limits: QuantityLimits;
  value: number;
  onChange: (quantity: number) => void;
  /** While a change is on its way (the cart's stepper). */
  disabled?: boolean;
  /** Names the field when several steppers share a page. */
  label?: string;
}

/** Minus / field / plus in steps of the variant; a typed amount is moved to the next allowed one. */
export function QuantityStepper({ limits, value, onChange, disabled = false, label }: QuantityStepperProps) {
  const t = useTranslations('Product');
  const id = useId();
  /** What the shopper is typing; null shows the current quantity. */
  const [draft, setDraft] = useState<string | null>(null);
  const max = maxQuantity(limits);
  const carton = fullCartonQuantity(value, limits);

  function commit(raw: string) {
    setDraft(null);
    onChange(allowedQuantity(Number.parseInt(raw, 10), limits));
  }

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
          onClick={() => onChange(allowedQuantity(value - limits.stepQuantity, limits))}
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
          onClick={() => onChange(allowedQuantity(value + limits.stepQuantity, limits))}
        >
          +
        </button>
        <span className="text-sm text-grey-600">{t('pieces')}</span>
      </div>
      {carton !== null && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-grey-700" role="status">
          {t('roundToCarton', { pack: limits.packQuantity, quantity: carton })}
          <button
            type="button"
            className="rounded border border-blue px-2 py-1 text-blue hover:bg-light-blue"
            disabled={disabled}
            onClick={() => onChange(carton)}
          >
            {t('roundUp', { quantity: carton })}
          </button>
        </p>
      )}
    </div>
  );
}
