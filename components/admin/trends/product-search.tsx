'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { TrendProductRef } from '@/lib/api/contract/admin/trends';
import { PRODUCT_SEARCH_MIN, useAdminProductSearch } from '@/lib/api/hooks/use-admin-product-search';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

const SEARCH_DELAY_MS = 300;

interface ProductSearchProps {
  inputId: string;
  linkedIds: readonly number[];
  /** No more products may be added. */
  full: boolean;
  onAdd: (product: TrendProductRef) => void;
}

export const productLabel = (product: TrendProductRef) =>
  product.code ? `${product.name} (${product.code})` : product.name;

/** Finds products by name or variant code as the admin types, each with a button that links it. */
export function ProductSearch({ inputId, linkedIds, full, onAdd }: ProductSearchProps) {
  const t = useTranslations('Admin.trends.linked');
  const resultsId = useId();
  const [term, setTerm] = useState('');
  const settled = useDebouncedValue(term.trim(), SEARCH_DELAY_MS);
  const search = useAdminProductSearch(settled);
  const searching = settled.length >= PRODUCT_SEARCH_MIN;
  const found = searching ? (search.data?.items ?? []) : [];

  function status(): string {
    if (!searching) return t('searchHint');
    if (search.isError) return t('searchFailed');
    if (search.isFetching) return t('searching');
    return found.length === 0 ? t('noResults') : '';
  }

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium">
        {t('search')}
      </label>
      <input
        id={inputId}
        type="search"
        value={term}
        autoComplete="off"
        aria-describedby={`${resultsId}-status`}
        onChange={(event) => setTerm(event.target.value)}
        // Enter here searches (as typing does); it must not save the article's form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        className="w-full rounded border border-field px-3 py-2 focus:border-blue"
      />
      <p id={`${resultsId}-status`} className="text-xs text-grey-600" aria-live="polite">
        {status()}
      </p>
      {found.length > 0 && (
        <ul
          aria-label={t('results')}
          className="max-h-72 divide-y divide-grey-200 overflow-y-auto rounded border border-grey-200"
        >
          {found.map((product) => {
            const linked = linkedIds.includes(product.id);
            const label = productLabel(product);
            return (
              <li key={product.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 break-words">{label}</span>
                <button
                  type="button"
                  // Stays focusable once added, so the keyboard user keeps their place in the results.
                  aria-disabled={linked || full}
                  aria-label={linked ? undefined : t('addLabel', { name: label })}
                  onClick={() => {
                    if (!linked && !full) onAdd(product);
                  }}
                  className="shrink-0 rounded border border-grey-300 px-3 py-1 font-medium hover:border-blue aria-disabled:cursor-default aria-disabled:text-grey-600 aria-disabled:hover:border-grey-300"
                >
                  {linked ? t('alreadyAdded') : t('add')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
