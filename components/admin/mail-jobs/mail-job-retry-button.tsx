'use client';

import { useTranslations } from 'next-intl';
import { apiClient } from '@/lib/api/client';
import { useAdminAction } from '../use-admin-action';

/** Sends a failed e-mail again; the toast says so and the list is read again (the row leaves the failed ones). */
export function MailJobRetryButton({ id, recipient }: { id: number; recipient: string }) {
  const t = useTranslations('Admin.mailJobs');
  const { run, busy } = useAdminAction();
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={t('retryLabel', { recipient })}
      onClick={() =>
        run(() => apiClient.post(`/api/admin/e-maily/${id}/retry`), {
          success: t('retried'),
          failure: t('retryFailed'),
        })
      }
      className="rounded border border-blue px-3 py-2 text-sm font-medium whitespace-nowrap text-blue hover:bg-light-blue disabled:border-grey-300 disabled:text-grey-600"
    >
      {busy ? t('retrying') : t('retry')}
    </button>
  );
}
