'use client';

import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { withSearchParams } from '@/lib/admin/list-search-params';

interface AdminPaginationProps {
  total: number;
  page: number;
  perPage: number;
}

/** Previous / next links of an admin list, with where the reader is; links keep search and sorting. */
export function AdminPagination({ total, page, perPage }: AdminPaginationProps) {
  const t = useTranslations('Admin.list');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const href = (target: number) =>
    pathname + withSearchParams(searchParams, { page: target === 1 ? null : target });
  const linkClass = 'rounded border border-grey-300 px-3 py-1.5 hover:border-blue';
  return (
    <nav
      aria-label={t('pagination')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p>{t('totalItems', { total })}</p>
      <div className="flex items-center gap-2">
        {page > 1 && (
          <Link href={href(page - 1)} className={linkClass} rel="prev">
            {t('previous')}
          </Link>
        )}
        <span aria-current="page">{t('pageOf', { page: Math.min(page, pages), pages })}</span>
        {page < pages && (
          <Link href={href(page + 1)} className={linkClass} rel="next">
            {t('next')}
          </Link>
        )}
      </div>
    </nav>
  );
}
