'use client';

import { useTranslations } from 'next-intl';
import type { CustomerSearchResponse } from '@/lib/api/contract/b2b-customers';

const buttonClass =
  'rounded border border-grey-300 px-3 py-1.5 text-sm font-semibold hover:bg-grey-100 disabled:opacity-50';

/** Previous and next page of the customers found, when there is more than one. */
export function CustomerPager({
  result,
  onPage,
}: {
  result: CustomerSearchResponse;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('SelectCustomer');
  const pages = Math.max(1, Math.ceil(result.total / result.page_size));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-2">
      <button
        type="button"
        className={buttonClass}
        disabled={result.page <= 1}
        onClick={() => onPage(result.page - 1)}
      >
        {t('previous')}
      </button>
      <span className="text-sm text-grey-700">{t('pageOf', { page: result.page, pages })}</span>
      <button
        type="button"
        className={buttonClass}
        disabled={result.page >= pages}
        onClick={() => onPage(result.page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
