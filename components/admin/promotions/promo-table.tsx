'use client';

import { MediaImage } from '@/components/ui/media-image';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { AdminListQuery, AdminListResponse } from '@/lib/api/contract/admin/list';
import type { AdminBanner, AdminSlide } from '@/lib/api/contract/admin/promotions';
import { AdminDataTable } from '../admin-data-table';
import { rowActionsColumn } from '../admin-row-actions';

type Row = AdminSlide | AdminBanner;
type Props =
  | { kind: 'banner'; list: AdminListResponse<AdminBanner>; state: AdminListQuery }
  | { kind: 'slide'; list: AdminListResponse<AdminSlide>; state: AdminListQuery };

/** Banners or home slides with their picture, audience, order and visibility; edit and delete per row. */
export function PromoTable({ kind, list, state }: Props) {
  const t = useTranslations('Admin');
  const section = kind === 'banner' ? 'bannery' : 'slideshow';
  const columns = useMemo<ColumnDef<Row, unknown>[]>(() => {
    const all: (ColumnDef<Row, unknown> | null)[] = [
      {
        id: 'image',
        header: t('banners.image'),
        cell: ({ row }) =>
          row.original.image ? (
            <MediaImage
              image={row.original.image}
              alt=""
              sizes="8rem"
              className="h-12 w-auto max-w-32 rounded object-cover"
            />
          ) : (
            '—'
          ),
      },
      {
        id: 'title',
        header: t(kind === 'banner' ? 'banners.titleField' : 'slides.heading'),
        cell: ({ row }) => (
          <span className="break-words">
            {row.original.title}
            {row.original.link && <span className="block text-xs text-grey-600">{row.original.link}</span>}
          </span>
        ),
      },
      kind === 'banner'
        ? {
            id: 'placement',
            header: t('banners.placement'),
            cell: ({ row }) => t(`banners.placements.${(row.original as AdminBanner).placement}`),
          }
        : null,
      {
        id: 'audience',
        header: `${t('banners.locale')} / ${t('banners.channel')}`,
        cell: ({ row }) =>
          [
            row.original.locale
              ? t(`translations.languages.${row.original.locale}`)
              : t('banners.allLocales'),
            row.original.channel ? row.original.channel.toUpperCase() : t('banners.bothShops'),
          ].join(' · '),
      },
      kind === 'banner'
        ? {
            id: 'validity',
            header: t('banners.validity'),
            cell: ({ row }) => {
              const banner = row.original as AdminBanner;
              if (!banner.valid_from && !banner.valid_to) return t('banners.always');
              return `${banner.valid_from.replace('T', ' ')} – ${banner.valid_to.replace('T', ' ')}`;
            },
          }
        : null,
      { id: 'position', header: t('banners.position'), cell: ({ row }) => row.original.position },
      {
        id: 'is_active',
        header: t('banners.active'),
        cell: ({ row }) => t(row.original.is_active ? 'list.yes' : 'list.no'),
      },
      rowActionsColumn(t('list.actions'), (row) => ({
        name: row.title || row.link || `#${row.id}`,
        deleteEndpoint: `/api/admin/${section}/${row.id}`,
      })),
    ];
    return all.filter((column): column is ColumnDef<Row, unknown> => column !== null);
  }, [t, kind, section]);
  return (
    <AdminDataTable<Row>
      caption={t(kind === 'banner' ? 'banners.title' : 'slides.title')}
      columns={columns}
      rows={list.items}
      total={list.total}
      state={state}
      sortable={kind === 'banner' ? ['placement', 'position', 'title'] : ['position', 'title']}
      rowKey={(row) => row.id}
    />
  );
}
