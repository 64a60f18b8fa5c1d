'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { apiClient } from '@/lib/api/client';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type { SynonymListQuery, SynonymRow } from '@/lib/api/contract/admin/search-tuning';
import { AdminDataTable } from '../admin-data-table';
import { AdminSearchForm } from '../admin-search-form';
import { ConfirmButton } from '../confirm-button';
import { useAdminAction } from '../use-admin-action';
import { SynonymForm } from './synonym-form';

interface SynonymListProps {
  list: AdminListResponse<SynonymRow>;
  query: SynonymListQuery;
  /** The group opened for editing (`?id=`), if any. */
  editing: SynonymRow | null;
  /** The term a new group starts with (`?term=`), or empty. */
  newTerm: string;
}

/** Synonym groups per language: add, edit in the form above the list, delete with confirmation. */
export function SynonymList({ list, query, editing, newTerm }: SynonymListProps) {
  const t = useTranslations('Admin');
  const { run, busy } = useAdminAction();
  const columns = useMemo<ColumnDef<SynonymRow, unknown>[]>(
    () => [
      {
        id: 'term',
        header: t('searchTuning.synonyms.term'),
        cell: ({ row }) => (
          <Link
            href={`?tab=synonyma&id=${row.original.id}`}
            className="font-medium text-blue hover:underline"
          >
            {row.original.term}
          </Link>
        ),
      },
      {
        id: 'synonyms',
        header: t('searchTuning.synonyms.synonyms'),
        cell: ({ row }) => row.original.synonyms.join(', '),
      },
      {
        id: 'locale',
        header: t('searchTuning.synonyms.locale'),
        cell: ({ row }) => row.original.locale.toUpperCase(),
      },
      {
        id: 'actions',
        header: t('list.actions'),
        cell: ({ row }) => (
          <ConfirmButton
            label={t('list.delete')}
            question={t('list.deleteQuestion', { name: row.original.term })}
            busy={busy}
            onConfirm={() =>
              run(() => apiClient.delete(`/api/admin/vyhledavani/synonyma/${row.original.id}`), {
                success: t('list.deleted'),
                failure: t('list.deleteFailed'),
              })
            }
          />
        ),
      },
    ],
    [t, run, busy],
  );
  return (
    <div className="space-y-4">
      <p className="text-grey-600">{t('searchTuning.synonyms.intro')}</p>
      <SynonymForm key={editing?.id ?? `new-${newTerm}`} synonym={editing} newTerm={newTerm} />
      <AdminSearchForm />
      <AdminDataTable
        caption={t('searchTuning.tabs.synonyms')}
        columns={columns}
        rows={list.items}
        total={list.total}
        state={{ sort: query.sort, dir: query.dir, page: list.page, per_page: list.per_page }}
        sortable={['term', 'locale']}
        rowKey={(row) => row.id}
        testId="synonym-row"
      />
    </div>
  );
}
