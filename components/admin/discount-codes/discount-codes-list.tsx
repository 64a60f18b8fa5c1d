'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { apiClient } from '@/lib/api/client';
import type { AdminDiscountCode, AdminDiscountCodesQuery } from '@/lib/api/contract/admin/discount-codes';
import { DISCOUNT_CODE_SORTS } from '@/lib/api/contract/admin/discount-codes';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import { formatPrice } from '@/lib/format/price';
import { AdminDataTable } from '../admin-data-table';
import { AdminSearchForm } from '../admin-search-form';
import { ConfirmButton } from '../confirm-button';
import { useAdminAction } from '../use-admin-action';

function valueOf(code: AdminDiscountCode): string {
  if (code.kind === 'percent') return `${code.value} %`;
  return formatPrice(code.value, code.channel === 'sk' ? 'EUR' : 'CZK');
}

/** The codes with their rules at a glance; edit opens the form, delete asks first. */
export function DiscountCodesList({
  list,
  query,
}: {
  list: AdminListResponse<AdminDiscountCode>;
  query: AdminDiscountCodesQuery;
}) {
  const t = useTranslations('Admin.discountCodes');
  const tList = useTranslations('Admin.list');
  const { run, busy } = useAdminAction();
  const columns = useMemo<ColumnDef<AdminDiscountCode, unknown>[]>(
    () => [
      {
        id: 'code',
        header: t('code'),
        cell: ({ row }) => <span className="font-semibold">{row.original.code}</span>,
      },
      { id: 'value', header: t('value'), cell: ({ row }) => valueOf(row.original) },
      {
        id: 'shop',
        header: t('channel'),
        cell: ({ row }) => (row.original.channel ? t(`shop.${row.original.channel}`) : t('allShops')),
      },
      {
        id: 'audience',
        header: t('audience'),
        cell: ({ row }) =>
          row.original.audience === 'all' ? t('audienceAll') : row.original.audience.toUpperCase(),
      },
      {
        id: 'valid_to',
        header: t('validity'),
        cell: ({ row }) =>
          row.original.valid_from || row.original.valid_to
            ? `${row.original.valid_from ?? '…'} – ${row.original.valid_to ?? '…'}`
            : t('always'),
      },
      {
        id: 'used_count',
        header: t('used'),
        cell: ({ row }) =>
          t('usedOf', { used: row.original.used_count, limit: row.original.usage_limit ?? t('unlimited') }),
      },
      {
        id: 'state',
        header: t('state'),
        cell: ({ row }) => (row.original.is_active ? t('active') : t('inactive')),
      },
      {
        id: 'actions',
        header: tList('actions'),
        cell: ({ row }) => (
          <div className="flex gap-3">
            <Link href={`?id=${row.original.id}`} className="text-sm font-medium text-blue hover:underline">
              {tList('edit')}
            </Link>
            <ConfirmButton
              label={tList('delete')}
              question={t('deleteQuestion', { code: row.original.code })}
              busy={busy}
              onConfirm={() =>
                run(() => apiClient.delete(`/api/admin/slevove-kody/${row.original.id}`), {
                  success: tList('deleted'),
                  failure: tList('deleteFailed'),
                })
              }
            />
          </div>
        ),
      },
    ],
    [t, tList, run, busy],
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AdminSearchForm placeholder={t('searchPlaceholder')} />
        <Link href="?new=1" className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue">
          {t('create')}
        </Link>
      </div>
      <nav aria-label={t('state')} className="flex gap-3 text-sm">
        {(['', 'active', 'inactive'] as const).map((state) => (
          <Link
            key={state}
            href={state ? `?state=${state}` : '?'}
            aria-current={(query.state ?? '') === state ? 'page' : undefined}
            className="rounded border border-grey-300 px-3 py-1 aria-[current=page]:border-blue aria-[current=page]:font-semibold"
          >
            {state === '' ? t('anyState') : state === 'active' ? t('active') : t('inactive')}
          </Link>
        ))}
      </nav>
      <AdminDataTable
        caption={t('caption')}
        columns={columns}
        rows={list.items}
        total={list.total}
        state={{ sort: query.sort, dir: query.dir, page: list.page, per_page: list.per_page }}
        sortable={DISCOUNT_CODE_SORTS}
        rowKey={(row) => row.id}
      />
    </div>
  );
}
