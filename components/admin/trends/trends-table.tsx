'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { AdminListQuery, AdminListResponse } from '@/lib/api/contract/admin/list';
import type { AdminTrendSummary } from '@/lib/api/contract/admin/trends';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import { AdminDataTable } from '../admin-data-table';
import { rowActionsColumn } from '../admin-row-actions';

const sortable = ['title', 'published_at'] as const;

const stateOf = (trend: AdminTrendSummary) =>
  trend.is_published ? 'published' : trend.is_active ? 'scheduled' : 'hidden';

/** The trend articles: title, languages, linked products, publication and whether the shop shows them. */
export function TrendsTable({
  list,
  state,
}: {
  list: AdminListResponse<AdminTrendSummary>;
  state: AdminListQuery;
}) {
  const t = useTranslations('Admin');
  const format = useFormatter();
  const columns = useMemo<ColumnDef<AdminTrendSummary, unknown>[]>(
    () => [
      { id: 'title', header: t('trends.titleField'), cell: ({ row }) => row.original.title },
      {
        id: 'locales',
        header: t('trends.languages'),
        cell: ({ row }) => row.original.locales.map((locale) => locale.toUpperCase()).join(', '),
      },
      { id: 'products', header: t('trends.products'), cell: ({ row }) => row.original.products },
      {
        id: 'published_at',
        header: t('trends.publishedAt'),
        cell: ({ row }) =>
          format.dateTime(new Date(row.original.published_at), {
            dateStyle: 'short',
            timeStyle: 'short',
            timeZone: SHOP_TIME_ZONE,
          }),
      },
      {
        id: 'state',
        header: t('trends.state'),
        cell: ({ row }) => t(`trends.states.${stateOf(row.original)}`),
      },
      rowActionsColumn(t('list.actions'), (row) => ({
        name: row.title,
        deleteEndpoint: `/api/admin/trendy/${row.id}`,
      })),
    ],
    [t, format],
  );
  return (
    <AdminDataTable
      caption={t('trends.title')}
      columns={columns}
      rows={list.items}
      total={list.total}
      state={state}
      sortable={sortable}
      rowKey={(row) => row.id}
    />
  );
}
