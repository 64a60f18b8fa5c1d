'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { withSearchParams } from '@/lib/admin/list-search-params';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type { SearchLogQuery, SearchLogRow } from '@/lib/api/contract/admin/search-tuning';
import { AdminDataTable } from '../admin-data-table';
import { AdminSearchForm } from '../admin-search-form';

/** What visitors searched, with how many products they found; the searches that found nothing on demand. */
export function SearchLogTable({
  list,
  query,
}: {
  list: AdminListResponse<SearchLogRow>;
  query: SearchLogQuery;
}) {
  const t = useTranslations('Admin.searchTuning.log');
  const format = useFormatter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const columns = useMemo<ColumnDef<SearchLogRow, unknown>[]>(
    () => [
      { id: 'term', header: t('term'), cell: ({ row }) => row.original.term },
      {
        id: 'results',
        header: t('results'),
        cell: ({ row }) => (
          <span className={row.original.result_count === 0 ? 'font-semibold text-red' : undefined}>
            {row.original.result_count}
          </span>
        ),
      },
      { id: 'locale', header: t('locale'), cell: ({ row }) => row.original.locale.toUpperCase() },
      { id: 'channel', header: t('channel'), cell: ({ row }) => row.original.channel?.toUpperCase() ?? '—' },
      {
        id: 'created_at',
        header: t('date'),
        cell: ({ row }) =>
          format.dateTime(new Date(row.original.created_at), { dateStyle: 'short', timeStyle: 'short' }),
      },
    ],
    [t, format],
  );
  const withoutResult = query.no_result === '1';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <AdminSearchForm />
        <Link
          href={
            pathname + withSearchParams(searchParams, { no_result: withoutResult ? null : '1', page: null })
          }
          className="rounded border border-grey-300 px-3 py-2 hover:border-blue"
        >
          {withoutResult ? t('all') : t('withoutResult')}
        </Link>
      </div>
      <AdminDataTable
        caption={t('title')}
        columns={columns}
        rows={list.items}
        total={list.total}
        state={{ sort: query.sort, dir: query.dir, page: list.page, per_page: list.per_page }}
        sortable={['term', 'results', 'created_at']}
        rowKey={(row) => row.id}
        testId="search-log-row"
      />
    </div>
  );
}
