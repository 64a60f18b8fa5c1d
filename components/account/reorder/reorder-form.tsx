'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { AddItemsSummary } from '@/components/checkout/add-items-summary';
import { toastApiError } from '@/components/product/toast-api-error';
import type { ReorderPreview } from '@/lib/api/contract/account-orders';
import type { AddItemsToCartResponse } from '@/lib/api/contract/cart';
import { useAddItems } from '@/lib/api/hooks/use-add-items';
import { ReorderLineItem } from './reorder-line-item';

/** The order's lines to tick and adjust, and one button that puts the chosen ones into the cart. */
export function ReorderForm({ preview }: { preview: ReorderPreview }) {
  const t = useTranslations('Reorder');
  const available = useMemo(() => preview.lines.filter((line) => line.available), [preview]);
  const [selected, setSelected] = useState(() => new Set(available.map((line) => line.id)));
  const [quantities, setQuantities] = useState<Record<number, number>>(() =>
    Object.fromEntries(preview.lines.map((line) => [line.id, line.suggested_quantity])),
  );
  const [result, setResult] = useState<AddItemsToCartResponse | null>(null);
  const [nothingSelected, setNothingSelected] = useState(false);
  const addItems = useAddItems();
  const names = useMemo(
    () =>
      new Map(
        preview.lines.flatMap((line) => (line.variant_id === null ? [] : [[line.variant_id, line.name]])),
      ),
    [preview],
  );
  const allSelected = available.length > 0 && available.every((line) => selected.has(line.id));

  function toggle(id: number, on: boolean) {
    setNothingSelected(false);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function submit() {
    const items = available
      .filter((line) => selected.has(line.id))
      .map((line) => ({ item_variant_id: line.variant_id!, quantity: quantities[line.id]! }));
    if (items.length === 0) {
      setNothingSelected(true);
      return;
    }
    setResult(null);
    addItems.mutate(items, {
      onSuccess: setResult,
      onError: (error) => toastApiError(error, t('addFailed')),
    });
  }

  return (
    <div className="flex flex-col gap-4" data-testid="reorder-form">
      {preview.order_currency_code !== preview.currency_code && (
        <p className="rounded bg-light-blue p-3 text-sm">{t('otherCurrency')}</p>
      )}
      {available.length > 0 && (
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-5"
            checked={allSelected}
            onChange={(event) => {
              setNothingSelected(false);
              setSelected(event.target.checked ? new Set(available.map((line) => line.id)) : new Set());
            }}
          />
          {t('selectAll')}
        </label>
      )}
      <ul className="flex flex-col divide-y divide-grey-200 border-y border-grey-200">
        {preview.lines.map((line) => (
          <ReorderLineItem
            key={line.id}
            line={line}
            preview={preview}
            selected={selected.has(line.id)}
            onSelect={(on) => toggle(line.id, on)}
            quantity={quantities[line.id] ?? line.suggested_quantity}
            onQuantity={(quantity) => setQuantities((current) => ({ ...current, [line.id]: quantity }))}
          />
        ))}
      </ul>
      {nothingSelected && (
        <p role="alert" className="text-red">
          {t('nothingSelected')}
        </p>
      )}
      <button
        type="button"
        onClick={submit}
        disabled={addItems.isPending || available.length === 0}
        className="h-11 self-start rounded bg-dark-green px-5 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800"
        data-testid="reorder-submit"
      >
        {addItems.isPending ? t('adding') : t('addSelected', { count: selected.size })}
      </button>
      {result && <AddItemsSummary result={result} names={names} />}
    </div>
  );
}
