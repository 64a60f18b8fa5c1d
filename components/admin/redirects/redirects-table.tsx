'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { withSearchParams } from '@/lib/admin/list-search-params';
import { apiClient } from '@/lib/api/client';
import type { AdminListQuery, AdminListResponse } from '@/lib/api/contract/admin/list';
import type { AdminRedirect } from '@/lib/api/contract/admin/redirects';
import { AdminDataTable } from '../admin-data-table';
import { ConfirmButton } from '../confirm-button';
import { useAdminAction } from '../use-admin-action';

const sortable = ['from_path', 'to_path', 'status_code', 'created_at'] as const;

function DeleteRedirect({ redirect }: { redirect: AdminRedirect }) {
  const t = useTranslations('Admin.list');
  const { run, busy } = useAdminAction();
  return (
    <ConfirmButton
      label={t('delete')}
      question={t('deleteQuestion', { name: redirect.from_path })}
      busy={busy}
      onConfirm={() =>
        run(() => apiClient.delete(`/api/admin/presmerovani/${redirect.id}`), {
          success: t('deleted'),
          failure: t('deleteFailed'),
        })
      }
    />
  );
}

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
  const pathname = usePathname();
  const searchParams = useSearchParams();
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
      {
        id: 'actions',
        header: t('list.actions'),
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-3 text-sm">
            <Link
              href={pathname + withSearchParams(searchParams, { id: row.original.id, new: null })}
              className="font-medium text-blue hover:underline"
              aria-label={`${t('list.edit')} ${row.original.from_path}`}
            >
              {t('list.edit')}
            </Link>
            <DeleteRedirect redirect={row.original} />
          </div>
        ),
      },
    ],
    [t, format, pathname, searchParams],
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
