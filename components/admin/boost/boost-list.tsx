'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { withSearchParams } from '@/lib/admin/list-search-params';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type { AdminProductListQuery, AdminProductRow } from '@/lib/api/contract/admin/products';
import { AdminDataTable } from '../admin-data-table';
import { AdminSearchForm } from '../admin-search-form';
import { BoostCell } from './boost-cell';

interface BoostListProps {
  list: AdminListResponse<AdminProductRow>;
  query: AdminProductListQuery;
  /** The products page's URL in the user's language, for the link to a product. */
  productsHref: string;
}

/** Products with their boost, boosted ones first; search by name or code, or show only the boosted. */
export function BoostList({ list, query, productsHref }: BoostListProps) {
  const t = useTranslations('Admin.boost');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const columns = useMemo<ColumnDef<AdminProductRow, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        cell: ({ row }) => (
          <Link
            href={`${productsHref}?id=${row.original.id}`}
            className="font-medium text-blue hover:underline"
          >
            {row.original.name || `#${row.original.id}`}
          </Link>
        ),
      },
      { id: 'code', header: t('columns.code'), cell: ({ row }) => row.original.code },
      { id: 'category', header: t('columns.category'), cell: ({ row }) => row.original.category },
      {
        id: 'boost',
        header: t('columns.boost'),
        cell: ({ row }) => (
          <BoostCell productId={row.original.id} name={row.original.name} boost={row.original.boost_score} />
        ),
      },
    ],
    [t, productsHref],
  );
  const onlyBoosted = query.boosted === '1';
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="text-grey-600">{t('intro')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <AdminSearchForm placeholder={t('searchPlaceholder')} />
        <Link
          href={pathname + withSearchParams(searchParams, { boosted: onlyBoosted ? null : '1', page: null })}
          className="rounded border border-grey-300 px-3 py-2 hover:border-blue"
        >
          {onlyBoosted ? t('showAll') : t('onlyBoosted')}
        </Link>
      </div>
      <AdminDataTable
        caption={t('title')}
        columns={columns}
        rows={list.items}
        total={list.total}
        state={{ sort: query.sort, dir: query.dir, page: list.page, per_page: list.per_page }}
        sortable={['name', 'boost']}
        rowKey={(row) => row.id}
      />
    </div>
  );
}
