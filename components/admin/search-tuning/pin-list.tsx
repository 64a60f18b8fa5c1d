'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { apiClient } from '@/lib/api/client';
import type { AdminListQuery, AdminListResponse } from '@/lib/api/contract/admin/list';
import type { PinRow } from '@/lib/api/contract/admin/search-tuning';
import { AdminDataTable } from '../admin-data-table';
import { AdminSearchForm } from '../admin-search-form';
import { ConfirmButton } from '../confirm-button';
import { useAdminAction } from '../use-admin-action';
import { PinForm } from './pin-form';

/** Products pinned to search terms: add a pin, remove one with confirmation. */
export function PinList({ list, query }: { list: AdminListResponse<PinRow>; query: AdminListQuery }) {
  const t = useTranslations('Admin');
  const { run, busy } = useAdminAction();
  const columns = useMemo<ColumnDef<PinRow, unknown>[]>(
    () => [
      { id: 'term', header: t('searchTuning.pins.term'), cell: ({ row }) => row.original.term },
      { id: 'position', header: t('searchTuning.pins.position'), cell: ({ row }) => row.original.position },
      { id: 'product', header: t('searchTuning.pins.product'), cell: ({ row }) => row.original.product_name },
      { id: 'code', header: t('searchTuning.pins.code'), cell: ({ row }) => row.original.code },
      {
        id: 'actions',
        header: t('list.actions'),
        cell: ({ row }) => (
          <ConfirmButton
            label={t('searchTuning.pins.unpin')}
            question={t('searchTuning.pins.unpinQuestion', {
              name: row.original.product_name,
              term: row.original.term,
            })}
            busy={busy}
            onConfirm={() =>
              run(
                () =>
                  apiClient.delete('/api/admin/vyhledavani/pripnute', {
                    body: { term: row.original.term, product_id: row.original.product_id },
                  }),
                { success: t('searchTuning.pins.unpinned'), failure: t('list.deleteFailed') },
              )
            }
          />
        ),
      },
    ],
    [t, run, busy],
  );
  return (
    <div className="space-y-4">
      <p className="text-grey-600">{t('searchTuning.pins.intro')}</p>
      <PinForm />
      <AdminSearchForm />
      <AdminDataTable
        caption={t('searchTuning.tabs.pins')}
        columns={columns}
        rows={list.items}
        total={list.total}
        state={{ sort: query.sort, dir: query.dir, page: list.page, per_page: list.per_page }}
        sortable={['term', 'position']}
        rowKey={(row) => `${row.term}-${row.product_id}`}
        testId="pin-row"
      />
    </div>
  );
}
