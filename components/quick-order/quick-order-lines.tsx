'use client';

import { useTranslations } from 'next-intl';
import type { QuickOrderPreview } from '@/lib/api/contract/quick-order';
import { QuickOrderMatched } from './quick-order-matched';
import type { QuickOrderRows } from './quick-order-rows';
import { QuickOrderUnmatched } from './quick-order-unmatched';

interface QuickOrderLinesProps {
  rows: QuickOrderRows;
  shop: Pick<QuickOrderPreview, 'price_mode' | 'currency_code'>;
  onRows: (rows: QuickOrderRows) => void;
  onCheck: () => void;
  checking: boolean;
  onAdd: () => void;
  adding: boolean;
  onStartOver: () => void;
}

/** The checked lines: those found (quantities to adjust), those to correct, and the one step into the cart. */
export function QuickOrderLines(props: QuickOrderLinesProps) {
  const { rows, shop, onRows, onCheck, checking, onAdd, adding, onStartOver } = props;
  const t = useTranslations('QuickOrder');
  const withHints = rows.matched.some((row) => row.hint && row.chosen === row.quantity);
  return (
    <div className="flex flex-col gap-4">
      {rows.header && <p className="text-sm text-grey-700">{t('headerSkipped', { header: rows.header })}</p>}
      {rows.matched.length > 0 && (
        <QuickOrderMatched
          rows={rows.matched}
          priceMode={shop.price_mode}
          currency={shop.currency_code}
          onQuantity={(variantId, quantity) =>
            onRows({
              ...rows,
              matched: rows.matched.map((row) =>
                row.variant_id === variantId ? { ...row, chosen: quantity } : row,
              ),
            })
          }
          onRemove={(variantId) =>
            onRows({ ...rows, matched: rows.matched.filter((row) => row.variant_id !== variantId) })
          }
        />
      )}
      {rows.unmatched.length > 0 && (
        <QuickOrderUnmatched
          rows={rows.unmatched}
          onChange={(key, change) =>
            onRows({
              ...rows,
              unmatched: rows.unmatched.map((row) => (row.key === key ? { ...row, ...change } : row)),
            })
          }
          onRemove={(key) => onRows({ ...rows, unmatched: rows.unmatched.filter((row) => row.key !== key) })}
          onCheck={onCheck}
          checking={checking}
        />
      )}
      {withHints && <p className="text-sm text-red">{t('fixHints')}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={onAdd}
          disabled={adding || rows.matched.length === 0}
          className="h-11 rounded bg-dark-green px-5 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800"
          data-testid="quick-order-add"
        >
          {adding ? t('adding') : t('addAll', { count: rows.matched.length })}
        </button>
        <button type="button" onClick={onStartOver} className="text-blue underline hover:text-dark-blue">
          {t('startOver')}
        </button>
      </div>
    </div>
  );
}
