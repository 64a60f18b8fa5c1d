import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { B2bPageFrame } from '@/components/b2b/b2b-page-frame';
import { InvoiceFilters } from '@/components/b2b/invoices/invoice-filters';
import { InvoicePager } from '@/components/b2b/invoices/invoice-pager';
import { InvoiceTable } from '@/components/b2b/invoices/invoice-table';
import { OwedTotals } from '@/components/b2b/invoices/owed-totals';
import { b2bPageMetadata, canChangeCustomer } from '@/lib/server/b2b-page';
import { pageContext } from '@/lib/server/page-context';
import { loadB2bInvoicesPage } from '@/lib/server/page-data';
import { mayManageCompany } from '@/lib/server/services/b2b/b2b-caller';

type Props = PageProps<'/[locale]/[channel]/b2b/faktury'>;

/** One customer's invoices, read per request. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  return b2bPageMetadata(locale, 'Invoices');
}

/** `/b2b/faktury`: the selected customer's invoices, what it owes, and each invoice as a PDF. */
export default async function InvoicesPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  const { user, query, invalid, result } = await loadB2bInvoicesPage(locale, await searchParams);
  const t = await getTranslations('Invoices');
  const pages = Math.ceil(result.total / result.page_size);
  const filtered = Boolean(query.state || query.from || query.to);
  return (
    <B2bPageFrame
      section="/b2b/faktury"
      title={t('title')}
      customerName={user.selectedCustomer.name}
      canChangeCustomer={canChangeCustomer(user)}
      showsCompanyUsers={mayManageCompany(user)}
    >
      <OwedTotals totals={result.totals} />
      <InvoiceFilters locale={locale} query={query} error={invalid ? t('badFilter') : null} />
      <p role="status" className="text-sm text-grey-700">
        {t('found', { count: result.total })}
      </p>
      {result.invoices.length > 0 ? (
        <InvoiceTable locale={locale} invoices={result.invoices} query={query} />
      ) : (
        <p className="rounded bg-grey-100 p-4">{t(filtered ? 'noneMatching' : 'none')}</p>
      )}
      <InvoicePager query={query} pages={pages} />
    </B2bPageFrame>
  );
}
