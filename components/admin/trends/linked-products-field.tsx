'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { FormFieldError } from '@/components/ui/form-field-error';
import { TREND_PRODUCTS_MAX, type TrendProductRef } from '@/lib/api/contract/admin/trends';
import { ProductSearch, productLabel } from './product-search';

interface LinkedProductsFieldProps {
  /** The linked products' ids in the shop's order. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** The products linked when the form opened, with their names. */
  initial: TrendProductRef[];
  error?: string;
}

type Action = 'up' | 'down' | 'remove';

/**
 * The article's linked products: found by name or code and added, moved up or down, removed. After a
 * move the focus stays on the moved product's button and a live region says where it went.
 */
export function LinkedProductsField({ value, onChange, initial, error }: LinkedProductsFieldProps) {
  const t = useTranslations('Admin.trends.linked');
  const id = useId();
  const [known, setKnown] = useState(() => new Map(initial.map((product) => [product.id, product])));
  const [notice, setNotice] = useState('');
  const [focus, setFocus] = useState<{ target: string } | null>(null);
  const buttonId = (productId: number, action: Action) => `${id}-${productId}-${action}`;
  const searchId = `${id}-search`;

  useEffect(() => {
    if (focus) document.getElementById(focus.target)?.focus();
  }, [focus]);

  const label = (productId: number) => {
    const product = known.get(productId);
    return product ? productLabel(product) : `#${productId}`;
  };

  function add(product: TrendProductRef) {
    setKnown((current) => new Map(current).set(product.id, product));
    onChange([...value, product.id]);
    setNotice(t('addedNotice', { name: productLabel(product), position: value.length + 1 }));
  }

  function move(index: number, by: -1 | 1) {
    const moved = value[index]!;
    const to = index + by;
    const ids = value.filter((_, position) => position !== index);
    ids.splice(to, 0, moved);
    onChange(ids);
    setNotice(t('movedNotice', { name: label(moved), position: to + 1 }));
    // The focus stays on the moved product: on the button it was moved by, or at the end on the other one.
    const canGoOn = by === -1 ? to > 0 : to < ids.length - 1;
    const sameWay: Action = by === -1 ? 'up' : 'down';
    const otherWay: Action = by === -1 ? 'down' : 'up';
    setFocus({ target: buttonId(moved, canGoOn ? sameWay : otherWay) });
  }

  function remove(index: number) {
    const ids = value.filter((_, position) => position !== index);
    onChange(ids);
    setNotice(t('removedNotice', { name: label(value[index]!) }));
    const next = ids[Math.min(index, ids.length - 1)];
    setFocus({ target: next === undefined ? searchId : buttonId(next, 'remove') });
  }

  return (
    <fieldset
      className="min-w-0 space-y-3 rounded-lg border border-grey-200 p-3"
      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
    >
      <legend className="px-1 font-semibold">{t('legend')}</legend>
      <p id={`${id}-hint`} className="text-xs text-grey-600">
        {t('hint', { max: TREND_PRODUCTS_MAX })}
      </p>
      {value.length === 0 ? (
        <p className="text-sm text-grey-600">{t('none')}</p>
      ) : (
        <ol className="divide-y divide-grey-200 rounded border border-grey-200" data-testid="linked-products">
          {value.map((productId, index) => (
            <li key={productId} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
              <span className="w-6 text-grey-600" aria-hidden="true">
                {index + 1}.
              </span>
              <span className="min-w-0 flex-1 break-words">{label(productId)}</span>
              <span className="flex gap-2">
                <button
                  id={buttonId(productId, 'up')}
                  type="button"
                  disabled={index === 0}
                  aria-label={t('moveUpLabel', { name: label(productId) })}
                  onClick={() => move(index, -1)}
                  className="rounded border border-grey-300 px-2 py-1 hover:border-blue disabled:opacity-40"
                >
                  <span aria-hidden="true">↑ </span>
                  {t('moveUp')}
                </button>
                <button
                  id={buttonId(productId, 'down')}
                  type="button"
                  disabled={index === value.length - 1}
                  aria-label={t('moveDownLabel', { name: label(productId) })}
                  onClick={() => move(index, 1)}
                  className="rounded border border-grey-300 px-2 py-1 hover:border-blue disabled:opacity-40"
                >
                  <span aria-hidden="true">↓ </span>
                  {t('moveDown')}
                </button>
                <button
                  id={buttonId(productId, 'remove')}
                  type="button"
                  aria-label={t('removeLabel', { name: label(productId) })}
                  onClick={() => remove(index)}
                  className="px-2 py-1 font-medium text-red hover:underline"
                >
                  {t('remove')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <FormFieldError id={`${id}-error`} message={error} />
      <p className="sr-only" aria-live="polite">
        {notice}
      </p>
      <ProductSearch
        inputId={searchId}
        linkedIds={value}
        full={value.length >= TREND_PRODUCTS_MAX}
        onAdd={add}
      />
    </fieldset>
  );
}
