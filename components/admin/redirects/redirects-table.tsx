'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { AdminListQuery, AdminListResponse } from '@/lib/api/contract/admin/list';
import type { AdminRedirect } from '@/lib/api/contract/admin/redirects';
import { AdminDataTable } from '../admin-data-table';
import { rowActionsColumn } from '../admin-row-actions';

const sortable = ['from_path', 'to_path', 'status_code', 'created_at'] as const;

/** The redirects: old path, where it leads, permanent or temporary; edit and delete per row. */
export function RedirectsTable({
  list,
  state,
}: {
  list: AdminListResponse<AdminRedirect>;
  state: AdminListQuery;
}) {
  const t = useTranslations('Admin');
  const format = useFormatter();
  const columns = useMemo<ColumnDef<AdminRedirect, unknown>[]>(
    () => [
      {
        id: 'from_path',
        header: t('redirects.from'),
        cell: ({ row }) => <span className="font-mono break-all">{row.original.from_path}</span>,
      },
      {
        id: 'to_path',
        header: t('redirects.to'),
        cell: ({ row }) => <span className="font-mono break-all">{row.original.to_path}</span>,
      },
      {
        id: 'status_code',
        header: t('redirects.status'),
        cell: ({ row }) =>
          t(row.original.status_code === 302 ? 'redirects.status302' : 'redirects.status301'),
      },
      {
        id: 'created_at',
        header: t('redirects.created'),
        cell: ({ row }) => format.dateTime(new Date(row.original.created_at), { dateStyle: 'short' }),
      },
      rowActionsColumn(t('list.actions'), (row) => ({
        name: row.from_path,
        deleteEndpoint: `/api/admin/presmerovani/${row.id}`,
      })),
    ],
    [t, format],
  );
  return (
    <AdminDataTable
      caption={t('redirects.title')}
      columns={columns}
      rows={list.items}
      total={list.total}
      state={state}
      sortable={sortable}
      rowKey={(row) => row.id}
    />
  );
}
