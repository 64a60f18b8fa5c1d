'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyModal } from '@/components/ui/lazy-modal';
import type { CurrencyCode } from '@/lib/config/channels';
import { clearFilters } from '@/lib/listing/listing-changes';
import type { ListingFilters, ListingQuery } from '@/lib/listing/listing-query';
import { useListingNavigation } from '@/lib/listing/use-listing-navigation';
import type { ListingFacets } from '@/lib/server/services/catalog/listing/listing-types';
import { FacetList } from './facet-list';

interface FilterPanelProps {
  baseUrl: string;
  query: ListingQuery;
  facets: ListingFacets;
  total: number;
  currency: CurrencyCode;
  showBrands: boolean;
}

function activeCount(filters: ListingFilters): number {
  const parameters = Object.values(filters.parameters).reduce((sum, values) => sum + values.length, 0);
  const price = filters.priceFrom !== null || filters.priceTo !== null ? 1 : 0;
  return filters.brands.length + parameters + price + (filters.inStock ? 1 : 0);
}

/**
 * The filters: a sidebar on a wide screen, a dialog behind a button on a phone. Both change the URL;
 * the dialog stays open while the server answers, so the visitor sees the new count before closing it.
 */
export function FilterPanel({ baseUrl, query, facets, total, currency, showBrands }: FilterPanelProps) {
  const t = useTranslations('Listing');
  const { navigate, pending } = useListingNavigation(baseUrl, query);
  const [open, setOpen] = useState(false);
  const count = activeCount(query.filters);
  const list = (
    <FacetList
      query={query}
      facets={facets}
      currency={currency}
      showBrands={showBrands}
      navigate={navigate}
    />
  );
  const clear = count > 0 && (
    <button type="button" onClick={() => navigate(clearFilters)} className="text-sm text-red hover:underline">
      {t('clearFilters')}
    </button>
  );
  return (
    <>
      <div className="lg:hidden">
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="flex w-full items-center justify-center gap-2 rounded border border-blue px-4 py-2.5 font-medium text-blue"
          aria-haspopup="dialog"
        >
          {t('filters')}
          {count > 0 && (
            <span className="rounded-full bg-blue px-2 text-xs text-white">
              <span className="sr-only">{t('activeFilters', { count })}</span>
              <span aria-hidden="true">{count}</span>
            </span>
          )}
        </button>
        <LazyModal open={open} onOpenChange={setOpen} title={t('filtersTitle')}>
          <div aria-busy={pending}>
            {clear}
            {list}
          </div>
          <div className="sticky -bottom-6 -mx-6 -mb-6 bg-white px-6 py-4 shadow-[0_-1px_0_var(--color-grey-200)]">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="w-full rounded bg-blue px-4 py-3 font-semibold text-white"
            >
              {t('showResults', { count: total })}
            </button>
          </div>
        </LazyModal>
      </div>
      <aside aria-label={t('filters')} aria-busy={pending} className="hidden lg:block">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold text-dark-blue">{t('filters')}</h2>
          {clear}
        </div>
        {list}
      </aside>
    </>
  );
}
