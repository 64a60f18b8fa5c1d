import { getFormatter, getTranslations } from 'next-intl/server';
import {
  type Invoice,
  type InvoiceListQuery,
  invoicePdfPath,
  type InvoiceSort,
} from '@/lib/api/contract/b2b-invoices';
import type { Locale } from '@/lib/config/locales';
import { formatPrice } from '@/lib/format/price';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import { Link } from '@/lib/i18n/navigation';
import { invoicesHref } from './invoices-href';
import { InvoiceStateBadge } from './invoice-state-badge';

interface InvoiceTableProps {
  locale: Locale;
  invoices: Invoice[];
  query: InvoiceListQuery;
}

/** A column header that sorts by it; the sorted column shows its direction and sorts the other way. */
async function SortHeader({
  sort,
  query,
  label,
}: {
  sort: InvoiceSort;
  query: InvoiceListQuery;
  label: string;
}) {
  const t = await getTranslations('Invoices');
  const active = query.sort === sort;
  const dir = active && query.dir === 'desc' ? 'asc' : 'desc';
  return (
    <th
      scope="col"
      aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className="px-3 py-2 text-left"
    >
      <Link href={invoicesHref(query, { sort, dir, page: 1 })} className="text-blue hover:underline">
        {label}
        {active && <span aria-hidden="true">{query.dir === 'asc' ? ' ▲' : ' ▼'}</span>}
        <span className="sr-only">{t(dir === 'asc' ? 'sortAscending' : 'sortDescending')}</span>
      </Link>
    </th>
  );
}

/** The invoices: a table from the tablet up, one card per invoice on a phone. */
export async function InvoiceTable({ locale, invoices, query }: InvoiceTableProps) {
  const t = await getTranslations('Invoices');
  const format = await getFormatter();
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
  // WCAG 2.5.8: the link is a 24 px high tap target, in the table and on a phone's card alike.
  const pdfLink = (invoice: Invoice) => (
    <a
      href={invoicePdfPath(invoice.id, locale)}
      download
      className="inline-flex min-h-6 items-center font-semibold text-blue hover:underline"
      aria-label={t('downloadPdfOf', { number: invoice.number })}
    >
      {t('downloadPdf')}
    </a>
  );
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead className="border-b border-grey-300 bg-grey-50">
          <tr>
            <SortHeader sort="number" query={query} label={t('number')} />
            <SortHeader sort="issued_at" query={query} label={t('issuedAt')} />
            <SortHeader sort="due_at" query={query} label={t('dueAt')} />
            <SortHeader sort="total" query={query} label={t('amount')} />
            <th scope="col" className="px-3 py-2 text-left">
              {t('stateColumn')}
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              <span className="sr-only">{t('downloadPdf')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-grey-200">
          {invoices.map((invoice) => (
            <tr key={invoice.id} data-testid="invoice-row">
              <td className="px-3 py-2 font-semibold">{invoice.number}</td>
              <td className="px-3 py-2">{date(invoice.issued_at)}</td>
              <td className="px-3 py-2">{date(invoice.due_at)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatPrice(invoice.total_with_vat, invoice.currency)}
              </td>
              <td className="px-3 py-2">
                <InvoiceStateBadge
                  state={invoice.state}
                  paidAt={invoice.paid_at ? date(invoice.paid_at) : null}
                />
              </td>
              <td className="px-3 py-2 text-right">{pdfLink(invoice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('tableCaption')}>
        {invoices.map((invoice) => (
          <li key={invoice.id} className="rounded border border-grey-200 p-4" data-testid="invoice-card">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">{invoice.number}</p>
              <InvoiceStateBadge
                state={invoice.state}
                paidAt={invoice.paid_at ? date(invoice.paid_at) : null}
              />
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
              <dt className="text-grey-700">{t('issuedAt')}</dt>
              <dd>{date(invoice.issued_at)}</dd>
              <dt className="text-grey-700">{t('dueAt')}</dt>
              <dd>{date(invoice.due_at)}</dd>
              <dt className="text-grey-700">{t('amount')}</dt>
              <dd className="font-semibold">{formatPrice(invoice.total_with_vat, invoice.currency)}</dd>
            </dl>
            <p className="mt-2">{pdfLink(invoice)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
