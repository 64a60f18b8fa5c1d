'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { withSearchParams } from '@/lib/admin/list-search-params';
import type { AdminListQuery } from '@/lib/api/contract/admin/list';
import type { TranslationItem, TranslationList } from '@/lib/api/contract/admin/translations';
import { AdminDataTable } from '../admin-data-table';

const sortable = ['key'] as const;

/** The texts of one language: key, shipped text, override; a row opens its text for editing. */
export function TranslationsTable({ list, state }: { list: TranslationList; state: AdminListQuery }) {
  const t = useTranslations('Admin');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const columns = useMemo<ColumnDef<TranslationItem, unknown>[]>(
    () => [
      {
        id: 'key',
        header: t('translations.key'),
        cell: ({ row }) => <span className="font-mono text-xs break-all">{row.original.key}</span>,
      },
      {
        id: 'default_text',
        header: t('translations.defaultText'),
        cell: ({ row }) => <span className="break-words">{row.original.default_text}</span>,
      },
      {
        id: 'override',
        header: t('translations.override'),
        cell: ({ row }) =>
          row.original.override === null ? (
            <span className="text-grey-600">{t('translations.noOverride')}</span>
          ) : (
            <span className="font-medium break-words text-dark-blue">{row.original.override}</span>
          ),
      },
      {
        id: 'actions',
        header: t('list.actions'),
        cell: ({ row }) => (
          <Link
            href={pathname + withSearchParams(searchParams, { key: row.original.key })}
            className="font-medium text-blue hover:underline"
            aria-label={`${t('list.edit')} ${row.original.key}`}
          >
            {t('list.edit')}
          </Link>
        ),
      },
    ],
    [t, pathname, searchParams],
  );
  return (
    <AdminDataTable
      caption={t('translations.title')}
      columns={columns}
      rows={list.items}
      total={list.total}
      state={state}
      sortable={sortable}
      rowKey={(row) => row.key}
      testId="translation-row"
    />
  );
}
