'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { apiClient } from '@/lib/api/client';
import { accountTypes, membershipSortColumns, type Membership } from '@/lib/api/contract/admin/b2b-accounts';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import { AdminDataTable, type AdminListState } from '../admin-data-table';
import { AdminFilterLinks } from '../admin-filter-links';
import { AdminSearchForm } from '../admin-search-form';
import { ConfirmButton } from '../confirm-button';
import { useAdminAction } from '../use-admin-action';

function MembershipActions({ membership }: { membership: Membership }) {
  const t = useTranslations('Admin.b2bAccounts');
  const tList = useTranslations('Admin.list');
  const { run, busy } = useAdminAction();
  const path = `/api/admin/b2b-ucty/${membership.customer_id}/${membership.user_id}`;
  const id = `type-${membership.customer_id}-${membership.user_id}`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="sr-only">
        {t('typeOf', { email: membership.email })}
      </label>
      <select
        id={id}
        value={membership.b2b_account_type}
        disabled={busy}
        className="rounded border border-field bg-white px-2 py-1"
        onChange={(event) =>
          run(() => apiClient.patch(path, { b2b_account_type: event.target.value }), {
            success: tList('saved'),
            failure: tList('saveFailed'),
          })
        }
      >
        {accountTypes.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </select>
      <ConfirmButton
        label={t('remove')}
        question={t('removeQuestion', { email: membership.email, customer: membership.customer_name })}
        busy={busy}
        onConfirm={() =>
          run(() => apiClient.delete(path), { success: t('removed'), failure: tList('deleteFailed') })
        }
      />
    </div>
  );
}

/** Customers' users: who may shop for which customer and as what; type changes and removal in the row. */
export function MembershipsTable({
  list,
  state,
}: {
  list: AdminListResponse<Membership>;
  state: AdminListState;
}) {
  const t = useTranslations('Admin.b2bAccounts');
  const tAdmin = useTranslations('Admin');
  const format = useFormatter();
  const columns = useMemo<ColumnDef<Membership, unknown>[]>(
    () => [
      {
        id: 'email',
        header: t('user'),
        cell: ({ row }) => (
          <>
            <span className="block font-medium">{row.original.name || row.original.email}</span>
            <span className="block text-grey-600">{row.original.email}</span>
            {!row.original.user_active && <span className="text-red">{t('userBlocked')}</span>}
          </>
        ),
      },
      {
        id: 'customer',
        header: t('customer'),
        cell: ({ row }) => (
          <Link href={`?customer=${row.original.customer_id}`} className="text-blue hover:underline">
            {row.original.customer_name}
          </Link>
        ),
      },
      {
        id: 'since',
        header: t('since'),
        cell: ({ row }) => format.dateTime(new Date(row.original.since), { dateStyle: 'medium' }),
      },
      {
        id: 'type',
        header: t('type'),
        cell: ({ row }) => <MembershipActions membership={row.original} />,
      },
    ],
    [t, format],
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <AdminFilterLinks
          name="type"
          label={`${tAdmin('list.filterLabel')}: ${t('type')}`}
          options={[
            { value: null, label: t('allTypes') },
            ...accountTypes.map((type) => ({ value: type, label: t(`types.${type}`) })),
          ]}
        />
        <AdminSearchForm placeholder={t('searchPlaceholder')} />
      </div>
      <AdminDataTable
        caption={tAdmin('sections.b2b-ucty')}
        columns={columns}
        rows={list.items}
        total={list.total}
        state={state}
        sortable={membershipSortColumns}
        rowKey={(row) => `${row.customer_id}-${row.user_id}`}
      />
    </div>
  );
}
