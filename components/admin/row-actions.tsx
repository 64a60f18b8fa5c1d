'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { withSearchParams } from '@/lib/admin/list-search-params';
import { apiClient } from '@/lib/api/client';
import { ConfirmButton } from './confirm-button';
import { useAdminAction } from './use-admin-action';

interface RowActionsProps {
  id: number;
  /** Names the row for screen readers and in the delete question. */
  name: string;
  /** The record's API path (`/api/admin/trendy/3`); null where the record cannot be deleted. */
  deletePath: string | null;
}

/** The actions cell of an admin list row: open its form (`?id=`) on this page, delete it after a question. */
export function RowActions({ id, name, deletePath }: RowActionsProps) {
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
      {deletePath && (
        <ConfirmButton
          label={t('delete')}
          question={t('deleteQuestion', { name })}
          busy={busy}
          onConfirm={() =>
            run(() => apiClient.delete(deletePath), { success: t('deleted'), failure: t('deleteFailed') })
          }
        />
      )}
    </div>
  );
}
