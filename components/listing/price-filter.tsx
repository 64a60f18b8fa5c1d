'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { CurrencyCode } from '@/lib/config/channels';
import { currencySymbol, formatPrice } from '@/lib/format/price';

interface PriceFilterProps {
  from: number | null;
  to: number | null;
  /** Minor units of the selection without the price filter. */
  range: { min: number; max: number } | null;
  currency: CurrencyCode;
  onApply: (from: number | null, to: number | null) => void;
}

function wholeUnits(value: FormDataEntryValue | null): number | null {
  const number = Number.parseFloat(String(value ?? '').replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : null;
}

/** Gross price bounds in whole currency units; applied with the button (or Enter), not on every key. */
export function PriceFilter({ from, to, range, currency, onApply }: PriceFilterProps) {
  const t = useTranslations('Listing');
  const id = useId();
  const symbol = currencySymbol(currency);
  const min = range ? Math.floor(range.min / 100) : undefined;
  const max = range ? Math.ceil(range.max / 100) : undefined;
  return (
    <form
      key={`${from}-${to}`}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onApply(wholeUnits(data.get('from')), wholeUnits(data.get('to')));
      }}
      className="space-y-2"
    >
      <div className="flex gap-2">
        <div className="flex-1">
          <label htmlFor={`${id}-from`} className="block text-xs text-grey-700">
            {t('priceFrom', { currency: symbol })}
          </label>
          <input
            id={`${id}-from`}
            name="from"
            type="number"
            inputMode="numeric"
            min={0}
            defaultValue={from ?? ''}
            placeholder={min === undefined ? '' : String(min)}
            className="w-full rounded border border-grey-300 px-2 py-1.5"
          />
        </div>
        <div className="flex-1">
          <label htmlFor={`${id}-to`} className="block text-xs text-grey-700">
            {t('priceTo', { currency: symbol })}
          </label>
          <input
            id={`${id}-to`}
            name="to"
            type="number"
            inputMode="numeric"
            min={0}
            defaultValue={to ?? ''}
            placeholder={max === undefined ? '' : String(max)}
            className="w-full rounded border border-grey-300 px-2 py-1.5"
          />
        </div>
      </div>
      {range && (
        <p className="text-xs text-grey-600">
          {t('priceRange', { min: formatPrice(range.min, currency), max: formatPrice(range.max, currency) })}
        </p>
      )}
      <button
        type="submit"
        className="w-full rounded border border-blue px-3 py-1.5 text-sm font-medium text-blue hover:bg-light-blue"
      >
        {t('applyPrice')}
      </button>
    </form>
  );
}
