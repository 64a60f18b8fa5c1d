'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/config/locales';
import { localizeOpeningHours } from '@/lib/format/opening-hours';
import { useId, useState } from 'react';
import type { ShippingBranch } from '@/lib/api/contract/cart';
import { filterBranches } from './branch-filter';

interface BranchChooserProps {
  branches: ShippingBranch[];
  selectedId: number | null;
  disabled: boolean;
  onChoose: (branch: ShippingBranch) => void;
}

/** The pickup-point chooser: search by town or postcode, the points with address and opening hours. */
export function BranchChooser({ branches, selectedId, disabled, onChoose }: BranchChooserProps) {
  const t = useTranslations('Checkout');
  const locale = useLocale() as Locale;
  const id = useId();
  const [query, setQuery] = useState('');
  const found = filterBranches(branches, query);
  return (
    <div className="mt-3 flex flex-col gap-3 rounded bg-light-blue p-3" data-testid="branch-chooser">
      <div>
        <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-medium">
          {t('branchSearch')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-controls={`${id}-list`}
          className="w-full rounded border border-field bg-white px-3 py-2 focus:border-blue"
        />
      </div>
      <p role="status" className="text-sm text-grey-700">
        {found.length === 0 ? t('branchNone') : t('branchCount', { count: found.length })}
      </p>
      <ul
        id={`${id}-list`}
        className="flex max-h-96 flex-col gap-2 overflow-y-auto"
        aria-label={t('branchList')}
      >
        {found.map((branch) => {
          const selected = branch.id === selectedId;
          return (
            <li
              key={branch.id}
              className={`rounded border bg-white p-3 ${selected ? 'border-blue' : 'border-grey-200'}`}
              data-testid="branch"
            >
              <p className="font-semibold">{branch.name}</p>
              <p className="text-sm">
                {branch.street}, {branch.zip} {branch.city}
              </p>
              <p className="text-sm text-grey-700">
                <span className="font-medium">{t('openingHours')}:</span>{' '}
                <span className="whitespace-pre-line">
                  {localizeOpeningHours(branch.opening_hours, locale)}
                </span>
              </p>
              <button
                type="button"
                disabled={disabled || selected}
                aria-pressed={selected}
                onClick={() => onChoose(branch)}
                className="mt-2 rounded border border-blue px-3 py-1 text-sm text-blue hover:bg-light-blue disabled:opacity-60"
                aria-label={t('branchChooseNamed', { name: branch.name })}
              >
                {selected ? t('branchChosen') : t('branchChoose')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
