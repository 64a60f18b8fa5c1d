'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { AdminListResponse, AuditEntry } from '@/lib/api/contract/admin/list';
import { AdminDataTable } from './admin-data-table';
import { AdminSearchForm } from './admin-search-form';

/** The superadmin's record of every admin change: when, who, on which page, what. */
export function AuditLogTable({ list }: { list: AdminListResponse<AuditEntry> }) {
  const t = useTranslations('Admin');
  const format = useFormatter();
  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(
    () => [
      {
        id: 'created_at',
        header: t('audit.when'),
        cell: ({ row }) =>
          format.dateTime(new Date(row.original.created_at), { dateStyle: 'short', timeStyle: 'short' }),
      },
      { id: 'user', header: t('audit.who'), cell: ({ row }) => row.original.user_email },
      {
        id: 'section',
        header: t('audit.section'),
        cell: ({ row }) =>
          t.has(`sections.${row.original.section}` as never)
            ? t(`sections.${row.original.section}` as never)
            : row.original.section,
      },
      { id: 'action', header: t('audit.action'), cell: ({ row }) => row.original.action },
      {
        id: 'summary',
        header: t('audit.what'),
        cell: ({ row }) =>
          [row.original.entity_id && `#${row.original.entity_id}`, row.original.summary]
            .filter(Boolean)
            .join(' '),
      },
    ],
    [t, format],
  );
  return (
    <section aria-labelledby="audit-title" className="space-y-3">
      <h2 id="audit-title" className="text-xl font-semibold">
        {t('audit.title')}
      </h2>
      <AdminSearchForm />
      <AdminDataTable
        caption={t('audit.title')}
        columns={columns}
        rows={list.items}
        total={list.total}
        state={{ dir: 'desc', page: list.page, per_page: list.per_page }}
        rowKey={(row) => row.id}
        testId="audit-row"
      />
    </section>
  );
}
