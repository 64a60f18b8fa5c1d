'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import { staffRoles, userSortColumns, type AdminUser } from '@/lib/api/contract/admin/users';
import { AdminDataTable, type AdminListState } from '../admin-data-table';
import { AdminFilterLinks } from '../admin-filter-links';
import { AdminSearchForm } from '../admin-search-form';

/** Every account with its roles and state; an e-mail opens the user's roles and blocking (`?id=`). */
export function UsersTable({ list, state }: { list: AdminListResponse<AdminUser>; state: AdminListState }) {
  const t = useTranslations('Admin.users');
  const tAdmin = useTranslations('Admin');
  const format = useFormatter();
  const columns = useMemo<ColumnDef<AdminUser, unknown>[]>(
    () => [
      {
        id: 'email',
        header: t('email'),
        cell: ({ row }) => (
          <Link href={`?id=${row.original.id}`} className="font-medium text-blue hover:underline">
            {row.original.email}
          </Link>
        ),
      },
      { id: 'name', header: t('name'), cell: ({ row }) => row.original.name || '—' },
      {
        id: 'roles',
        header: t('roles'),
        cell: ({ row }) =>
          row.original.roles.length === 0
            ? t('shopper')
            : row.original.roles.map((role) => t(`roleNames.${role}`)).join(', '),
      },
      { id: 'memberships', header: t('memberships'), cell: ({ row }) => row.original.memberships },
      {
        id: 'last_login_at',
        header: t('lastLogin'),
        cell: ({ row }) =>
          row.original.last_login_at
            ? format.dateTime(new Date(row.original.last_login_at), {
                dateStyle: 'short',
                timeStyle: 'short',
              })
            : '—',
      },
      {
        id: 'state',
        header: t('state'),
        cell: ({ row }) =>
          row.original.is_active ? (
            t('active')
          ) : (
            <span className="rounded bg-red px-2 py-0.5 text-xs font-semibold text-white">
              {t('blocked')}
            </span>
          ),
      },
    ],
    [t, format],
  );
  const filterLabel = (name: string) => `${tAdmin('list.filterLabel')}: ${name}`;
  return (
    <div className="space-y-4">
      <AdminSearchForm placeholder={t('searchPlaceholder')} />
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <AdminFilterLinks
          name="role"
          label={filterLabel(t('roles'))}
          options={[
            { value: null, label: t('allRoles') },
            ...staffRoles.map((role) => ({ value: role, label: t(`roleNames.${role}`) })),
            { value: 'none', label: t('shopper') },
          ]}
        />
        <AdminFilterLinks
          name="blocked"
          label={filterLabel(t('state'))}
          options={[
            { value: null, label: t('all') },
            { value: 'no', label: t('active') },
            { value: 'yes', label: t('blocked') },
          ]}
        />
      </div>
      <AdminDataTable
        caption={tAdmin('sections.uzivatele')}
        columns={columns}
        rows={list.items}
        total={list.total}
        state={state}
        sortable={userSortColumns}
        rowKey={(row) => row.id}
      />
    </div>
  );
}
