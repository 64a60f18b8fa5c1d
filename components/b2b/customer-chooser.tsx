'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import type { AuthUserResponse } from '@/lib/api/contract/auth';
import type { CustomerSearchResponse } from '@/lib/api/contract/b2b-customers';
import { apiClient } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { useCustomerSearch } from '@/lib/api/hooks/use-customer-search';

import { sessionUserQueryKey } from '@/lib/api/query-keys';
import { hardNavigate } from '@/lib/hooks/hard-navigate';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { getPathname } from '@/lib/i18n/navigation';
import { toast } from '@/lib/toast/toast';
import { CustomerList } from './customer-list';
import { CustomerPager } from './customer-pager';

const SEARCH_DELAY_MS = 250;

interface CustomerChooserProps {
  /** The first page without a query, as the page rendered it. */
  initial: CustomerSearchResponse;
  selectedId: number | null;
  /** A member of a few companies sees them all; dealers and members of many search. */
  searchable: boolean;
}

/** Choosing a customer changes prices, cart and menus everywhere, so the shop is loaded afresh. */
export function CustomerChooser({ initial, selectedId, searchable }: CustomerChooserProps) {
  const t = useTranslations('SelectCustomer');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const searchId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [sendingId, setSendingId] = useState<number | null>(null);
  const settledQuery = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const search = useCustomerSearch(settledQuery, page, initial);
  const found = search.data ?? initial;

  const choose = async (customerId: number) => {
    setSendingId(customerId);
    try {
      const { user } = await apiClient.put<AuthUserResponse>('/api/user/select-customer', {
        customer_id: customerId,
      });
      queryClient.setQueryData(sessionUserQueryKey, user);
      hardNavigate(getPathname({ href: '/', locale }));
    } catch (error) {
      setSendingId(null);
      if (isApiError(error) && error.toastShown) return;
      const message = isApiError(error) && error.hasServerMessage ? error.message : t('failed');
      toast.error(message);
    }
  };

  if (initial.total === 0) return <p className="rounded bg-grey-100 p-4">{t('none')}</p>;
  return (
    <div className="space-y-4">
      {searchable && (
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium">
            {t('search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            autoComplete="off"
            placeholder={t('searchPlaceholder')}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown') return;
              event.preventDefault();
              listRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
            }}
            className="w-full rounded border border-field px-3 py-2 focus:border-blue"
          />
          <p className="mt-1 text-sm text-grey-600">{t('searchHint')}</p>
        </div>
      )}
      <p role="status" aria-live="polite" className="text-sm text-grey-700">
        {search.isError
          ? t('searchFailed')
          : found.total === 0
            ? t('noMatch')
            : searchable
              ? t('found', { count: found.total })
              : null}
      </p>
      {found.customers.length > 0 && (
        <CustomerList
          ref={listRef}
          customers={found.customers}
          selectedId={selectedId}
          sendingId={sendingId}
          busy={search.isFetching}
          onChoose={(id) => void choose(id)}
        />
      )}
      <CustomerPager result={found} onPage={setPage} />
    </div>
  );
}
