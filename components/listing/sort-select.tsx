'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { setSort } from '@/lib/listing/listing-changes';
import type { ListingQuery, SortKey } from '@/lib/listing/listing-query';
import { useListingNavigation } from '@/lib/listing/use-listing-navigation';

interface SortSelectProps {
  baseUrl: string;
  query: ListingQuery;
  sort: SortKey;
  defaultSort: SortKey;
  sorts: readonly SortKey[];
}

export function SortSelect({ baseUrl, query, sort, defaultSort, sorts }: SortSelectProps) {
  const t = useTranslations('Listing');
  const id = useId();
  const { navigate } = useListingNavigation(baseUrl, query);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-grey-700">
        {t('sortLabel')}
      </label>
      <select
        id={id}
        value={sort}
        onChange={(event) => {
          const next = event.target.value as SortKey;
          navigate((latest) => setSort(latest, next === defaultSort ? null : next));
        }}
        className="rounded border border-field bg-white px-3 py-2 text-sm"
      >
        {sorts.map((key) => (
          <option key={key} value={key}>
            {t(`sort.${key}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
