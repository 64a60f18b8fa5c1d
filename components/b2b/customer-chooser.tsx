'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import type { AuthUserResponse, SelectableCustomer } from '@/lib/api/contract/auth';
import { apiClient } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { sessionUserQueryKey } from '@/lib/api/hooks/use-session-user';
import { hardNavigate } from '@/lib/hooks/hard-navigate';
import { getPathname } from '@/lib/i18n/navigation';
import { foldText } from '@/lib/text/fold';

const ERROR_TOAST_MS = 10_000;
/** A short list is easier to scan than to search. */
const SEARCH_FROM = 6;

interface CustomerChooserProps {
  customers: SelectableCustomer[];
  selectedId: number | null;
}

function matches(customer: SelectableCustomer, query: string): boolean {
  const folded = foldText(query.trim());
  return !folded || foldText(`${customer.name} ${customer.name_short}`).includes(folded);
}

/** Choosing a customer changes prices, cart and menus everywhere, so the shop is loaded afresh. */
export function CustomerChooser({ customers, selectedId }: CustomerChooserProps) {
  const t = useTranslations('SelectCustomer');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [sendingId, setSendingId] = useState<number | null>(null);

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
      toast.error(message, { duration: ERROR_TOAST_MS });
    }
  };

  if (customers.length === 0) return <p className="rounded bg-grey-100 p-4">{t('none')}</p>;
  const shown = customers.filter((customer) => matches(customer, query));
  return (
    <div className="space-y-4">
      {customers.length >= SEARCH_FROM && (
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium">
            {t('search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="w-full rounded border border-grey-300 px-3 py-2 focus:border-blue"
          />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="text-grey-700">{t('noMatch')}</p>
      ) : (
        <ul className="divide-y divide-grey-200 rounded border border-grey-200" aria-label={t('listLabel')}>
          {shown.map((customer) => (
            <li key={customer.id}>
              <button
                type="button"
                onClick={() => void choose(customer.id)}
                disabled={sendingId !== null}
                aria-current={customer.id === selectedId ? 'true' : undefined}
                className="flex w-full flex-wrap items-center justify-between gap-2 px-4 py-3 text-left hover:bg-light-blue focus-visible:bg-light-blue disabled:opacity-60"
              >
                <span>
                  <span className="block font-semibold">{customer.name}</span>
                  {customer.b2b_account_type && (
                    <span className="block text-sm text-grey-700">
                      {t(`accountType.${customer.b2b_account_type}`)}
                    </span>
                  )}
                </span>
                <span className="text-sm text-blue">
                  {sendingId === customer.id
                    ? t('choosing')
                    : customer.id === selectedId
                      ? t('current')
                      : t('choose')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
