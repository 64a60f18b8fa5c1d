'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import {
  customerSortColumns,
  type CustomerListItem,
  type DealerOption,
} from '@/lib/api/contract/admin/customers';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import { AdminDataTable, type AdminListState } from '../admin-data-table';
import { AdminFilterLinks } from '../admin-filter-links';
import { AdminSearchForm } from '../admin-search-form';

interface CustomersTableProps {
  list: AdminListResponse<CustomerListItem>;
  state: AdminListState;
  dealers: DealerOption[];
}

/** The customers with their filters (blocked, country, dealer); a name opens the customer (`?id=`). */
export function CustomersTable({ list, state, dealers }: CustomersTableProps) {
  const t = useTranslations('Admin.customers');
  const tAdmin = useTranslations('Admin');
  const tCountry = useTranslations('Content.country');
  const columns = useMemo<ColumnDef<CustomerListItem, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('name'),
        cell: ({ row }) => (
          <Link href={`?id=${row.original.id}`} className="font-medium text-blue hover:underline">
            {row.original.name}
          </Link>
        ),
      },
      { id: 'company_id', header: t('companyId'), cell: ({ row }) => row.original.company_id ?? '—' },
      { id: 'country', header: t('country'), cell: ({ row }) => tCountry(row.original.country) },
      { id: 'dealer', header: t('dealer'), cell: ({ row }) => row.original.dealer_email ?? '—' },
      { id: 'discount', header: t('discount'), cell: ({ row }) => `${row.original.discount_percentage} %` },
      { id: 'members', header: t('members'), cell: ({ row }) => row.original.members },
      {
        id: 'blocked',
        header: t('state'),
        cell: ({ row }) =>
          row.original.is_blocked ? (
            <span className="rounded bg-red px-2 py-0.5 text-xs font-semibold text-white">
              {t('blocked')}
            </span>
          ) : (
            t('active')
          ),
      },
    ],
    [t, tCountry],
  );
  const filterLabel = (name: string) => `${tAdmin('list.filterLabel')}: ${name}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3">
        <AdminSearchForm placeholder={t('searchPlaceholder')} />
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <AdminFilterLinks
            name="blocked"
            label={filterLabel(t('state'))}
            options={[
              { value: null, label: t('all') },
              { value: 'no', label: t('active') },
              { value: 'yes', label: t('blocked') },
            ]}
          />
          <AdminFilterLinks
            name="country"
            label={filterLabel(t('country'))}
            options={[
              { value: null, label: t('allCountries') },
              { value: 'CZ', label: tCountry('CZ') },
              { value: 'SK', label: tCountry('SK') },
            ]}
          />
          <AdminFilterLinks
            name="dealer"
            label={filterLabel(t('dealer'))}
            options={[
              { value: null, label: t('allDealers') },
              ...dealers.map((dealer) => ({ value: String(dealer.id), label: dealer.name })),
              { value: 'none', label: t('noDealer') },
            ]}
          />
        </div>
      </div>
      <AdminDataTable
        caption={tAdmin('sections.zakaznici')}
        columns={columns}
        rows={list.items}
        total={list.total}
        state={state}
        sortable={customerSortColumns}
        rowKey={(row) => row.id}
      />
    </div>
  );
}
