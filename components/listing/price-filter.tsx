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

function PriceInput(props: { name: string; label: string; value: number | null; hint: number | undefined }) {
  const id = useId();
  return (
    <div className="flex-1">
      <label htmlFor={id} className="block text-xs text-grey-700">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={0}
        defaultValue={props.value ?? ''}
        placeholder={props.hint === undefined ? '' : String(props.hint)}
        className="w-full rounded border border-field px-2 py-1.5"
      />
    </div>
  );
}

/**
 * Price bounds in whole currency units, with or without VAT as the facet's title says; applied with the
 * button (or Enter), not on every key.
 */
export function PriceFilter({ from, to, range, currency, onApply }: PriceFilterProps) {
  const t = useTranslations('Listing');
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
        <PriceInput name="from" label={t('priceFrom', { currency: symbol })} value={from} hint={min} />
        <PriceInput name="to" label={t('priceTo', { currency: symbol })} value={to} hint={max} />
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
