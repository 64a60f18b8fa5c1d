import { getTranslations } from 'next-intl/server';
import type { InvoiceListQuery } from '@/lib/api/contract/b2b-invoices';
import { Link } from '@/lib/i18n/navigation';
import { invoicesHref } from './invoices-href';

const linkClass = 'rounded border border-grey-300 px-3 py-1.5 text-sm font-semibold hover:border-blue';

/** Previous and next page of the invoices, keeping the filter and the sort. */
export async function InvoicePager({ query, pages }: { query: InvoiceListQuery; pages: number }) {
  if (pages <= 1) return null;
  const t = await getTranslations('Invoices');
  return (
    <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-2">
      {query.page > 1 ? (
        <Link href={invoicesHref(query, { page: query.page - 1 })} rel="prev" className={linkClass}>
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-grey-700">{t('pageOf', { page: query.page, pages })}</span>
      {query.page < pages ? (
        <Link href={invoicesHref(query, { page: query.page + 1 })} rel="next" className={linkClass}>
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
