'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { withSearchParams } from '@/lib/admin/list-search-params';
import { apiClient } from '@/lib/api/client';
import { ConfirmButton } from './confirm-button';
import { useAdminAction } from './use-admin-action';

interface AdminRowActionsProps {
  id: number;
  /** How the row is called in the edit link's label and the delete question. */
  name: string;
  /** The row's API address; without it the row cannot be deleted (a fixed page, say). */
  deleteEndpoint: string | null;
}

/** A list row's "edit" (opens its form on this page, `?id=`) and "delete" after a confirmation. */
export function AdminRowActions({ id, name, deleteEndpoint }: AdminRowActionsProps) {
  const t = useTranslations('Admin.list');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { run, busy } = useAdminAction();
  return (
    <div className="flex flex-wrap gap-3 text-sm">
      <Link
        href={pathname + withSearchParams(searchParams, { id, new: null })}
        className="font-medium text-blue hover:underline"
        aria-label={`${t('edit')} ${name}`}
      >
        {t('edit')}
      </Link>
      {deleteEndpoint && (
        <ConfirmButton
          label={t('delete')}
          question={t('deleteQuestion', { name })}
          busy={busy}
          onConfirm={() =>
            run(() => apiClient.delete(deleteEndpoint), { success: t('deleted'), failure: t('deleteFailed') })
          }
        />
      )}
    </div>
  );
}

/** The "actions" column of a list whose rows are edited on the page and deleted at their API address. */
export function rowActionsColumn<Row extends { id: number }>(
  header: string,
  describe: (row: Row) => { name: string; deleteEndpoint: string | null },
): ColumnDef<Row, unknown> {
  return {
    id: 'actions',
    header,
    cell: ({ row }) => <AdminRowActions id={row.original.id} {...describe(row.original)} />,
  };
}
