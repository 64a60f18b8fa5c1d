'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { AdminCmsPageSummary } from '@/lib/api/contract/admin/cms-pages';
import type { AdminListQuery, AdminListResponse } from '@/lib/api/contract/admin/list';
import { AdminDataTable } from '../admin-data-table';
import { rowActionsColumn } from '../admin-row-actions';

const sortable = ['key', 'title', 'updated_at'] as const;

/** The CMS pages: key, title, languages, visibility; the fixed pages (terms, contact…) cannot be deleted. */
export function CmsPagesTable({
  list,
  state,
}: {
  list: AdminListResponse<AdminCmsPageSummary>;
  state: AdminListQuery;
}) {
  const t = useTranslations('Admin');
  const format = useFormatter();
  const columns = useMemo<ColumnDef<AdminCmsPageSummary, unknown>[]>(
    () => [
      {
        id: 'key',
        header: t('pages.key'),
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.key}</span>,
      },
      { id: 'title', header: t('pages.titleField'), cell: ({ row }) => row.original.title },
      {
        id: 'locales',
        header: t('pages.languages'),
        cell: ({ row }) => row.original.locales.map((locale) => locale.toUpperCase()).join(', '),
      },
      {
        id: 'is_active',
        header: t('pages.active'),
        cell: ({ row }) => t(row.original.is_active ? 'list.yes' : 'list.no'),
      },
      {
        id: 'updated_at',
        header: t('pages.updated'),
        cell: ({ row }) => format.dateTime(new Date(row.original.updated_at), { dateStyle: 'short' }),
      },
      rowActionsColumn(t('list.actions'), (row) => ({
        name: row.title || row.key,
        deleteEndpoint: row.is_fixed ? null : `/api/admin/stranky/${row.id}`,
      })),
    ],
    [t, format],
  );
  return (
    <AdminDataTable
      caption={t('pages.title')}
      columns={columns}
      rows={list.items}
      total={list.total}
      state={state}
      sortable={sortable}
      rowKey={(row) => row.id}
    />
  );
}
