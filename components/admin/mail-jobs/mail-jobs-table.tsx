'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import {
  type AdminMailJob,
  type AdminMailJobsQuery,
  MAIL_JOB_VIEW_STATUSES,
} from '@/lib/api/contract/admin/mail-jobs';
import { AdminDataTable, type AdminListState } from '../admin-data-table';
import { AdminFilterLinks } from '../admin-filter-links';
import { AdminSearchForm } from '../admin-search-form';
import { MailJobRetryButton } from './mail-job-retry-button';

type Status = AdminMailJobsQuery['status'];

interface MailJobsTableProps {
  list: AdminListResponse<AdminMailJob>;
  status: Status;
  /** A search is on: an empty list then says nothing matched, not that there are no such e-mails. */
  searched: boolean;
  state: AdminListState;
}

/**
 * The outbox of one status: failed e-mails (the default, each with its error and "send again"), those
 * waiting for their next attempt, or those sent.
 */
export function MailJobsTable({ list, status, searched, state }: MailJobsTableProps) {
  const t = useTranslations('Admin.mailJobs');
  const tAdmin = useTranslations('Admin');
  const format = useFormatter();
  const columns = useMemo<ColumnDef<AdminMailJob, unknown>[]>(() => {
    const when = (iso: string | null) =>
      iso ? format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' }) : '—';
    const last: ColumnDef<AdminMailJob, unknown> =
      status === 'failed'
        ? {
            id: 'actions',
            header: tAdmin('list.actions'),
            cell: ({ row }) => <MailJobRetryButton id={row.original.id} recipient={row.original.recipient} />,
          }
        : status === 'pending'
          ? { id: 'run_after', header: t('nextAttempt'), cell: ({ row }) => when(row.original.run_after) }
          : { id: 'sent_at', header: t('sentAt'), cell: ({ row }) => when(row.original.sent_at) };
    return [
      { id: 'created_at', header: t('created'), cell: ({ row }) => when(row.original.created_at) },
      {
        id: 'kind',
        header: t('kind'),
        cell: ({ row }) => {
          const key = `kinds.${row.original.kind}` as never;
          return t.has(key) ? t(key) : row.original.kind;
        },
      },
      { id: 'recipient', header: t('recipient'), cell: ({ row }) => row.original.recipient },
      { id: 'subject', header: t('subject'), cell: ({ row }) => row.original.subject },
      { id: 'attempts', header: t('attempts'), cell: ({ row }) => row.original.attempts },
      {
        id: 'last_error',
        header: t('lastError'),
        cell: ({ row }) =>
          row.original.last_error ? (
            <span className="block max-w-sm min-w-48 break-words whitespace-pre-wrap text-red">
              {row.original.last_error}
            </span>
          ) : (
            '—'
          ),
      },
      last,
    ];
  }, [t, tAdmin, format, status]);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <AdminFilterLinks
          name="status"
          label={`${tAdmin('list.filterLabel')}: ${t('status')}`}
          options={MAIL_JOB_VIEW_STATUSES.map((value) => ({
            // Failed is the list without a status in its address.
            value: value === 'failed' ? null : value,
            label: t(`statuses.${value}`),
          }))}
        />
        <AdminSearchForm placeholder={t('searchPlaceholder')} />
      </div>
      <AdminDataTable
        caption={`${tAdmin('sections.e-maily')}: ${t(`statuses.${status}`)}`}
        columns={columns}
        rows={list.items}
        total={list.total}
        state={state}
        rowKey={(row) => row.id}
        emptyText={searched ? undefined : t(`empty.${status}`)}
      />
    </div>
  );
}
