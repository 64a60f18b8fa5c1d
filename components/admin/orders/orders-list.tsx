'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { OrderStatusBadge } from '@/components/account/order-status-badge';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import {
  ADMIN_ORDER_SORTS,
  type AdminOrderRow,
  type AdminOrdersQuery,
} from '@/lib/api/contract/admin/orders';
import { formatPrice } from '@/lib/format/price';
import { AdminDataTable } from '../admin-data-table';
import { AdminSearchForm } from '../admin-search-form';
import { OrdersFilters } from './orders-filters';

interface OrdersListProps {
  list: AdminListResponse<AdminOrderRow>;
  query: AdminOrdersQuery;
}

/** The orders of both shops as one server-driven table; the number opens the order. */
export function OrdersList({ list, query }: OrdersListProps) {
  const t = useTranslations('Admin.orders');
  const tSummary = useTranslations('OrderSummary');
  const format = useFormatter();
  const columns = useMemo<ColumnDef<AdminOrderRow, unknown>[]>(
    () => [
      {
        id: 'number',
        header: t('number'),
        cell: ({ row }) => (
          <Link href={`?id=${row.original.id}`} className="font-semibold text-blue hover:underline">
            {row.original.number}
          </Link>
        ),
      },
      {
        id: 'created_at',
        header: t('createdAt'),
        cell: ({ row }) =>
          format.dateTime(new Date(row.original.created_at), { dateStyle: 'short', timeStyle: 'short' }),
      },
      {
        id: 'customer',
        header: t('customer'),
        cell: ({ row }) => (
          <div>
            <div>{row.original.customer}</div>
            <div className="text-grey-600">{row.original.email}</div>
          </div>
        ),
      },
      {
        id: 'shop',
        header: t('shop'),
        cell: ({ row }) => `${t(`channel.${row.original.channel}`)} · ${row.original.is_b2b ? 'B2B' : 'B2C'}`,
      },
      {
        id: 'status',
        header: t('status'),
        cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
      },
      {
        id: 'payment',
        header: t('paymentStatus'),
        cell: ({ row }) => tSummary(`paymentStatus.${row.original.payment_status}`),
      },
      {
        id: 'total',
        header: t('total'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {formatPrice(row.original.total_with_vat, row.original.currency_code)}
          </span>
        ),
      },
    ],
    [t, tSummary, format],
  );
  return (
    <div className="space-y-4">
      <AdminSearchForm placeholder={t('searchPlaceholder')} />
      <OrdersFilters query={query} />
      <AdminDataTable
        caption={t('caption')}
        columns={columns}
        rows={list.items}
        total={list.total}
        state={{ sort: query.sort, dir: query.dir, page: list.page, per_page: list.per_page }}
        sortable={ADMIN_ORDER_SORTS}
        rowKey={(row) => row.id}
      />
    </div>
  );
}
