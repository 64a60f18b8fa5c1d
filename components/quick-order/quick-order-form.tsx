'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AddItemsSummary } from '@/components/checkout/add-items-summary';
import { toastApiError } from '@/components/product/toast-api-error';
import type { AddItemsToCartResponse } from '@/lib/api/contract/cart';
import type { QuickOrderPreview } from '@/lib/api/contract/quick-order';
import { useAddItems } from '@/lib/api/hooks/use-add-items';
import { useQuickOrderPreview } from '@/lib/api/hooks/use-quick-order-preview';
import { QuickOrderInput } from './quick-order-input';
import { QuickOrderLines } from './quick-order-lines';
import { type QuickOrderRows, rowsOf, textOf } from './quick-order-rows';

interface Added {
  result: Pick<AddItemsToCartResponse, 'added' | 'refused'>;
  names: Map<number, string>;
}

/**
 * The quick order's form: lines of `code quantity` pasted from a spreadsheet or read from a CSV file are
 * checked against the shop, corrected in place, and everything found goes into the cart in one call; what
 * the cart refused stays here to fix.
 */
export function QuickOrderForm() {
  const t = useTranslations('QuickOrder');
  const [text, setText] = useState('');
  const [shop, setShop] = useState<Pick<QuickOrderPreview, 'price_mode' | 'currency_code'> | null>(null);
  const [rows, setRows] = useState<QuickOrderRows | null>(null);
  const [added, setAdded] = useState<Added | null>(null);
  const preview = useQuickOrderPreview();
  const addItems = useAddItems();

  function check(lines: string) {
    setAdded(null);
    preview.mutate(lines, {
      onSuccess: (answer) => {
        setShop({ price_mode: answer.price_mode, currency_code: answer.currency_code });
        setRows(rowsOf(answer));
      },
      onError: (error) => toastApiError(error, t('previewFailed')),
    });
  }

  function addToCart(current: QuickOrderRows) {
    const names = new Map(current.matched.map((row) => [row.variant_id, row.name]));
    addItems.mutate(
      current.matched.map((row) => ({ item_variant_id: row.variant_id, quantity: row.chosen })),
      {
        onSuccess: (answer) => {
          setAdded({ result: answer, names });
          const refused = new Set(answer.refused.map((line) => line.item_variant_id));
          const left = {
            ...current,
            header: null,
            matched: current.matched.filter((row) => refused.has(row.variant_id)),
          };
          const done = left.matched.length === 0 && left.unmatched.length === 0;
          setRows(done ? null : left);
          setText(done ? '' : textOf(left));
        },
        onError: (error) => toastApiError(error, t('addFailed')),
      },
    );
  }

  return (
    <>
      {added && <AddItemsSummary result={added.result} names={added.names} />}
      {rows && shop ? (
        <QuickOrderLines
          rows={rows}
          shop={shop}
          onRows={setRows}
          onCheck={() => check(textOf(rows))}
          checking={preview.isPending}
          onAdd={() => addToCart(rows)}
          adding={addItems.isPending}
          onStartOver={() => {
            setRows(null);
            setText('');
            setAdded(null);
          }}
        />
      ) : (
        <QuickOrderInput text={text} onText={setText} onCheck={check} checking={preview.isPending} />
      )}
    </>
  );
}
