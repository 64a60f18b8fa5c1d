'use client';

import { useTranslations } from 'next-intl';
import type { UnmatchedRow } from './quick-order-rows';

interface QuickOrderUnmatchedProps {
  rows: UnmatchedRow[];
  onChange: (key: string, change: Partial<Pick<UnmatchedRow, 'code' | 'quantityText'>>) => void;
  onRemove: (key: string) => void;
  onCheck: () => void;
  checking: boolean;
}

const field = 'h-11 rounded border border-grey-300 px-3';

/** The lines that matched nothing usable, each with its reason, to correct in place and check again. */
export function QuickOrderUnmatched({
  rows,
  onChange,
  onRemove,
  onCheck,
  checking,
}: QuickOrderUnmatchedProps) {
  const t = useTranslations('QuickOrder');
  return (
    <section aria-labelledby="quick-order-unmatched" className="rounded border border-red/40 bg-grey-50 p-3">
      <h3 id="quick-order-unmatched" className="font-semibold text-red">
        {t('unmatchedTitle', { count: rows.length })}
      </h3>
      <p className="mb-2 text-sm text-grey-700">{t('unfixedNote')}</p>
      <ul className="flex flex-col gap-3" data-testid="quick-order-unmatched">
        {rows.map((row) => (
          <li
            key={row.key}
            className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end"
            data-testid="quick-order-miss"
          >
            <p className="w-full text-sm">
              <span className="font-semibold">{t('line', { line: row.line })}:</span>{' '}
              {t(`problems.${row.problem}`)}
            </p>
            <label className="flex flex-col gap-1 text-sm">
              <span className="sr-only">{t('fixCode', { line: row.line })}</span>
              <input
                value={row.code}
                onChange={(event) => onChange(row.key, { code: event.target.value })}
                className={`${field} font-mono`}
                autoComplete="off"
                spellCheck={false}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span className="sr-only">{t('fixQuantity', { line: row.line })}</span>
              <input
                value={row.quantityText}
                onChange={(event) => onChange(row.key, { quantityText: event.target.value })}
                inputMode="numeric"
                className={`${field} w-28`}
              />
            </label>
            <button
              type="button"
              onClick={() => onRemove(row.key)}
              className="h-11 self-start rounded px-2 text-sm text-red underline hover:bg-light-blue sm:self-end"
            >
              {t('removeLine', { line: row.line })}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onCheck}
        disabled={checking}
        className="mt-3 h-11 rounded border border-blue px-4 font-semibold text-blue hover:bg-light-blue disabled:opacity-50"
        data-testid="quick-order-recheck"
      >
        {checking ? t('checking') : t('checkAgain')}
      </button>
    </section>
  );
}
