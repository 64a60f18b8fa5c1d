'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import {
  registrationSortColumns,
  registrationStates,
  type RegistrationListItem,
} from '@/lib/api/contract/admin/registrations';
import { AdminDataTable, type AdminListState } from '../admin-data-table';
import { AdminFilterLinks } from '../admin-filter-links';
import { AdminSearchForm } from '../admin-search-form';
import { RegistrationStateBadge } from './registration-state-badge';

/** The company registrations: filter by state, search, and each row's way to its detail (`?id=`). */
export function RegistrationsTable({
  list,
  state,
}: {
  list: AdminListResponse<RegistrationListItem>;
  state: AdminListState;
}) {
  const t = useTranslations('Admin.registrations');
  const tAdmin = useTranslations('Admin');
  const tCountry = useTranslations('Content.country');
  const format = useFormatter();
  const columns = useMemo<ColumnDef<RegistrationListItem, unknown>[]>(
    () => [
      {
        id: 'created_at',
        header: t('created'),
        cell: ({ row }) =>
          format.dateTime(new Date(row.original.created_at), { dateStyle: 'short', timeStyle: 'short' }),
      },
      {
        id: 'company_name',
        header: t('company'),
        cell: ({ row }) => (
          <Link
            href={`?id=${row.original.id}`}
            aria-label={t('openLabel', { company: row.original.company_name })}
            className="font-medium text-blue hover:underline"
          >
            {row.original.company_name}
          </Link>
        ),
      },
      { id: 'company_id', header: t('companyId'), cell: ({ row }) => row.original.company_id },
      {
        id: 'contact',
        header: t('contact'),
        cell: ({ row }) => (
          <>
            <span className="block">{row.original.contact_name}</span>
            <span className="block text-grey-600">{row.original.email}</span>
          </>
        ),
      },
      { id: 'country', header: t('country'), cell: ({ row }) => tCountry(row.original.country) },
      {
        id: 'status',
        header: t('state'),
        cell: ({ row }) => <RegistrationStateBadge state={row.original.status} />,
      },
    ],
    [t, tCountry, format],
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <AdminFilterLinks
          name="state"
          label={`${tAdmin('list.filterLabel')}: ${t('state')}`}
          options={[
            { value: null, label: t('states.all') },
            ...registrationStates.map((value) => ({ value, label: t(`states.${value}`) })),
          ]}
        />
        <AdminSearchForm placeholder={t('searchPlaceholder')} />
      </div>
      <AdminDataTable
        caption={tAdmin('sections.registrace-b2b-formular')}
        columns={columns}
        rows={list.items}
        total={list.total}
        state={state}
        sortable={registrationSortColumns}
        rowKey={(row) => row.id}
      />
    </div>
  );
}
