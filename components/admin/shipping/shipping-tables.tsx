'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { apiClient } from '@/lib/api/client';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type {
  AdminBranch,
  AdminBranchesQuery,
  AdminPayment,
  AdminShipping,
} from '@/lib/api/contract/admin/shipping';
import { formatPrice } from '@/lib/format/price';
import { AdminDataTable } from '../admin-data-table';
import { AdminSearchForm } from '../admin-search-form';
import { useAdminAction } from '../use-admin-action';

const whole = { dir: 'asc', page: 1, per_page: 100 } as const;

type Translate = ReturnType<typeof useTranslations<'Admin.shipping'>>;
type TranslateList = ReturnType<typeof useTranslations<'Admin.list'>>;

/** Name, state and the edit link: the columns shippings and payments share. */
function sharedColumns<T extends { id: number; name: string; is_active: boolean }>(
  t: Translate,
  tList: TranslateList,
  editParam: 'shipping' | 'payment',
) {
  const name: ColumnDef<T, unknown> = {
    id: 'name',
    header: t('name'),
    cell: ({ row }) => <span className="font-semibold">{row.original.name}</span>,
  };
  const state: ColumnDef<T, unknown> = {
    id: 'state',
    header: t('state'),
    cell: ({ row }) => (row.original.is_active ? t('active') : t('inactive')),
  };
  const edit: ColumnDef<T, unknown> = {
    id: 'actions',
    header: tList('actions'),
    cell: ({ row }) => (
      <Link
        href={`?${editParam}=${row.original.id}`}
        className="text-sm font-medium text-blue hover:underline"
      >
        {tList('edit')}
      </Link>
    ),
  };
  return { name, state, edit };
}

/** The shippings with their price in each shop and their pickup points. */
export function ShippingsTable({ shippings }: { shippings: AdminShipping[] }) {
  const t = useTranslations('Admin.shipping');
  const tList = useTranslations('Admin.list');
  const columns = useMemo<ColumnDef<AdminShipping, unknown>[]>(() => {
    const shared = sharedColumns<AdminShipping>(t, tList, 'shipping');
    return [
      shared.name,
      shared.state,
      {
        id: 'cz',
        header: t('priceIn.cz'),
        cell: ({ row }) =>
          row.original.prices.cz === null ? '—' : formatPrice(row.original.prices.cz, 'CZK'),
      },
      {
        id: 'sk',
        header: t('priceIn.sk'),
        cell: ({ row }) =>
          row.original.prices.sk === null ? '—' : formatPrice(row.original.prices.sk, 'EUR'),
      },
      { id: 'branches', header: t('branches'), cell: ({ row }) => row.original.branch_count || '—' },
      shared.edit,
    ];
  }, [t, tList]);
  return (
    <AdminDataTable
      caption={t('shippings')}
      columns={columns}
      rows={shippings}
      total={shippings.length}
      state={whole}
      rowKey={(row) => row.id}
      testId="shipping-row"
    />
  );
}

/** The payments, offered or not, to everyone or to companies only. */
export function PaymentsTable({ payments }: { payments: AdminPayment[] }) {
  const t = useTranslations('Admin.shipping');
  const tList = useTranslations('Admin.list');
  const columns = useMemo<ColumnDef<AdminPayment, unknown>[]>(() => {
    const shared = sharedColumns<AdminPayment>(t, tList, 'payment');
    return [
      shared.name,
      shared.state,
      {
        id: 'b2b',
        header: t('b2bOnly'),
        cell: ({ row }) => (row.original.b2b_only ? tList('yes') : tList('no')),
      },
      shared.edit,
    ];
  }, [t, tList]);
  return (
    <AdminDataTable
      caption={t('payments')}
      columns={columns}
      rows={payments}
      total={payments.length}
      state={whole}
      rowKey={(row) => row.id}
      testId="payment-row"
    />
  );
}

/** A pickup point's state, and the button that turns it on or off at the checkout. */
function BranchState({ branch }: { branch: AdminBranch }) {
  const t = useTranslations('Admin.shipping');
  const tList = useTranslations('Admin.list');
  const { run, busy } = useAdminAction();
  const next = !branch.is_active;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span>{branch.is_active ? t('active') : t('inactive')}</span>
      <button
        type="button"
        disabled={busy}
        aria-label={t(next ? 'branchActivateOf' : 'branchDeactivateOf', { name: branch.name })}
        onClick={() =>
          run(
            () => apiClient.patch(`/api/admin/dopravy-a-platby/branches/${branch.id}`, { is_active: next }),
            { success: t('branchSaved', { active: String(next) }), failure: tList('saveFailed') },
          )
        }
        className="text-sm font-medium text-blue hover:underline disabled:opacity-50"
      >
        {t(next ? 'branchActivate' : 'branchDeactivate')}
      </button>
    </div>
  );
}

/** The pickup points, searched on the server and paged: the network has thousands. */
export function BranchesTable({
  list,
  query,
}: {
  list: AdminListResponse<AdminBranch>;
  query: AdminBranchesQuery;
}) {
  const t = useTranslations('Admin.shipping');
  const columns = useMemo<ColumnDef<AdminBranch, unknown>[]>(
    () => [
      { id: 'name', header: t('name'), cell: ({ row }) => row.original.name },
      {
        id: 'city',
        header: t('address'),
        cell: ({ row }) =>
          `${row.original.street}, ${row.original.zip} ${row.original.city}, ${row.original.country}`,
      },
      { id: 'code', header: t('code'), cell: ({ row }) => row.original.code },
      {
        id: 'state',
        header: t('state'),
        cell: ({ row }) => <BranchState branch={row.original} />,
      },
    ],
    [t],
  );
  return (
    <div className="space-y-3">
      <AdminSearchForm placeholder={t('branchSearch')} />
      <AdminDataTable
        caption={t('branchList')}
        columns={columns}
        rows={list.items}
        total={list.total}
        state={{ sort: query.sort, dir: query.dir, page: list.page, per_page: list.per_page }}
        sortable={['name', 'city', 'code']}
        rowKey={(row) => row.id}
        testId="branch-row"
      />
    </div>
  );
}
