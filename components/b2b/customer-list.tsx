'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import type { CustomerSearchItem } from '@/lib/api/contract/b2b-customers';
import { arrowKeyListHandler } from '@/lib/hooks/arrow-key-list';

interface CustomerListProps {
  ref: Ref<HTMLUListElement>;
  customers: CustomerSearchItem[];
  selectedId: number | null;
  sendingId: number | null;
  /** A new page or search is on its way: the list shown is the previous one. */
  busy: boolean;
  onChoose: (customerId: number) => void;
}

function details(customer: CustomerSearchItem, companyIdLabel: string): string {
  return [customer.company_id && `${companyIdLabel} ${customer.company_id}`, customer.city, customer.email]
    .filter(Boolean)
    .join(' · ');
}

/** The customers to choose from; arrow keys move between them, Enter chooses. */
export function CustomerList({ ref, customers, selectedId, sendingId, busy, onChoose }: CustomerListProps) {
  const t = useTranslations('SelectCustomer');
  return (
    <ul
      ref={ref}
      aria-label={t('listLabel')}
      aria-busy={busy}
      onKeyDown={arrowKeyListHandler}
      className={`divide-y divide-grey-200 rounded border border-grey-200 ${busy ? 'opacity-60' : ''}`}
    >
      {customers.map((customer) => (
        <li key={customer.id}>
          <button
            type="button"
            onClick={() => onChoose(customer.id)}
            disabled={sendingId !== null}
            aria-current={customer.id === selectedId ? 'true' : undefined}
            className="flex w-full flex-wrap items-center justify-between gap-2 px-4 py-3 text-left hover:bg-light-blue focus-visible:bg-light-blue disabled:opacity-60"
          >
            <span className="min-w-0">
              <span className="block font-semibold break-words">{customer.name}</span>
              <span className="block text-sm break-words text-grey-700">
                {details(customer, t('companyId'))}
              </span>
              {customer.b2b_account_type && (
                <span className="block text-sm text-grey-700">
                  {t(`accountType.${customer.b2b_account_type}`)}
                </span>
              )}
              {customer.is_blocked && <span className="block text-sm text-red">{t('blocked')}</span>}
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
  );
}
