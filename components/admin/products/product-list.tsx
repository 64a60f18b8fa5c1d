'use client';

import { MediaImage } from '@/components/ui/media-image';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type {
  AdminProductListQuery,
  AdminProductRow,
  ProductChoices,
} from '@/lib/api/contract/admin/products';
import { productSortColumns } from '@/lib/api/contract/admin/products';
import { AdminDataTable } from '../admin-data-table';
import { AdminSearchForm } from '../admin-search-form';
import { ProductFilters } from './product-filters';
import { ProductFlagBadges } from './product-flag-badges';

interface ProductListProps {
  list: AdminListResponse<AdminProductRow>;
  choices: ProductChoices;
  /** The URL's query; null when it did not parse (the list then shows the first page unfiltered). */
  query: AdminProductListQuery | null;
}

/** The products page's list: search by name, code or EAN, filters, sortable columns, pages. */
export function ProductList({ list, choices, query }: ProductListProps) {
  const t = useTranslations('Admin.products');
  const columns = useMemo<ColumnDef<AdminProductRow, unknown>[]>(
    () => [
      {
        id: 'image',
        header: t('columns.image'),
        cell: ({ row }) =>
          row.original.image ? (
            <MediaImage image={row.original.image} alt="" sizes="3rem" className="size-12 object-contain" />
          ) : null,
      },
      {
        id: 'name',
        header: t('columns.name'),
        cell: ({ row }) => (
          <Link href={`?id=${row.original.id}`} className="font-medium text-blue hover:underline">
            {row.original.name || `#${row.original.id}`}
          </Link>
        ),
      },
      {
        id: 'code',
        header: t('columns.code'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {row.original.code}
            {row.original.variants > 1 && (
              <span className="text-grey-600"> +{row.original.variants - 1}</span>
            )}
          </span>
        ),
      },
      { id: 'brand', header: t('columns.brand'), cell: ({ row }) => row.original.brand },
      { id: 'category', header: t('columns.category'), cell: ({ row }) => row.original.category },
      { id: 'stock', header: t('columns.stock'), cell: ({ row }) => row.original.stock },
      {
        id: 'flags',
        header: t('columns.flags'),
        cell: ({ row }) => <ProductFlagBadges product={row.original} />,
      },
      { id: 'id', header: t('columns.id'), cell: ({ row }) => row.original.id },
    ],
    [t],
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <Link href="?new=1" className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue">
          {t('newProduct')}
        </Link>
      </div>
      <AdminSearchForm placeholder={t('searchPlaceholder')} />
      <ProductFilters choices={choices} query={query} />
      <AdminDataTable
        caption={t('title')}
        columns={columns}
        rows={list.items}
        total={list.total}
        state={{ sort: query?.sort, dir: query?.dir ?? 'asc', page: list.page, per_page: list.per_page }}
        sortable={productSortColumns}
        rowKey={(row) => row.id}
      />
    </div>
  );
}
