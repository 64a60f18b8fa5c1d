'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { withSearchParams } from '@/lib/admin/list-search-params';
import { apiClient } from '@/lib/api/client';
import type { AdminCmsPageSummary } from '@/lib/api/contract/admin/cms-pages';
import type { AdminListQuery, AdminListResponse } from '@/lib/api/contract/admin/list';
import { AdminDataTable } from '../admin-data-table';
import { ConfirmButton } from '../confirm-button';
import { useAdminAction } from '../use-admin-action';

const sortable = ['key', 'title', 'updated_at'] as const;

function DeletePage({ page }: { page: AdminCmsPageSummary }) {
  const t = useTranslations('Admin.list');
  const { run, busy } = useAdminAction();
  return (
    <ConfirmButton
      label={t('delete')}
      question={t('deleteQuestion', { name: page.title || page.key })}
      busy={busy}
      onConfirm={() =>
        run(() => apiClient.delete(`/api/admin/stranky/${page.id}`), {
          success: t('deleted'),
          failure: t('deleteFailed'),
        })
      }
    />
  );
}

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
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const columns = useMemo<ColumnDef<AdminCmsPageSummary, unknown>[]>(
    () => [
      {
        id: 'key',
        header: t('pages.key'),
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.key}</span>,
      },
      { id: 'title', header: t('pages.title'), cell: ({ row }) => row.original.title },
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
      {
        id: 'actions',
        header: t('list.actions'),
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-3 text-sm">
            <Link
              href={pathname + withSearchParams(searchParams, { id: row.original.id, new: null })}
              className="font-medium text-blue hover:underline"
              aria-label={`${t('list.edit')} ${row.original.title || row.original.key}`}
            >
              {t('list.edit')}
            </Link>
            {!row.original.is_fixed && <DeletePage page={row.original} />}
          </div>
        ),
      },
    ],
    [t, format, pathname, searchParams],
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
