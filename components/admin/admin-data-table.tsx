'use client';

import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { withSearchParams } from '@/lib/admin/list-search-params';
import { AdminPagination } from './admin-pagination';

export interface AdminListState {
  sort?: string;
  dir: 'asc' | 'desc';
  page: number;
  per_page: number;
}

interface AdminDataTableProps<T> {
  caption: string;
  columns: ColumnDef<T, unknown>[];
  rows: T[];
  total: number;
  state: AdminListState;
  /** Column ids the server can sort by. */
  sortable?: readonly string[];
  rowKey: (row: T) => string | number;
  testId?: string;
  /** What an empty list says instead of "nothing found" (a list that is empty without a search). */
  emptyText?: string;
}

/**
 * A server-driven admin list: the rows are one page the server read for the URL's search, sort and page;
 * sorting and paging are links that change the URL, so the list can be shared and the back button works.
 * On a phone the table scrolls sideways inside its frame, the page does not.
 */
export function AdminDataTable<T>({
  caption,
  columns,
  rows,
  total,
  state,
  sortable = [],
  rowKey,
  testId = 'admin-row',
  emptyText,
}: AdminDataTableProps<T>) {
  const t = useTranslations('Admin.list');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // The table is built anew for each page of rows the server sends; nothing memoizes its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    getRowId: (row) => String(rowKey(row)),
  });

  function sortHref(id: string): string {
    const dir = state.sort === id && state.dir === 'asc' ? 'desc' : 'asc';
    return pathname + withSearchParams(searchParams, { sort: id, dir, page: null });
  }

  return (
    <div>
      <div className="overflow-x-auto rounded-lg border border-grey-200">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-grey-100">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const id = header.column.id;
                  const sorted = state.sort === id ? state.dir : undefined;
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 font-semibold whitespace-nowrap"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {sortable.includes(id) ? (
                        <Link href={sortHref(id)} className="inline-flex items-center gap-1 hover:text-blue">
                          {label}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </Link>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid={testId} className="border-t border-grey-200 align-top">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="p-6 text-center text-grey-600">{emptyText ?? t('empty')}</p>}
      </div>
      <AdminPagination total={total} page={state.page} perPage={state.per_page} />
    </div>
  );
}
