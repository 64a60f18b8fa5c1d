import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { B2bPageFrame } from '@/components/b2b/b2b-page-frame';
import { InvoiceFilters } from '@/components/b2b/invoices/invoice-filters';
import { InvoicePager } from '@/components/b2b/invoices/invoice-pager';
import { InvoiceTable } from '@/components/b2b/invoices/invoice-table';
import { OwedTotals } from '@/components/b2b/invoices/owed-totals';
import { invoiceListQuerySchema } from '@/lib/api/contract/b2b-invoices';
import { b2bPageMetadata, canChangeCustomer, firstValues } from '@/lib/server/b2b-page';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { requireB2bUser } from '@/lib/server/page-guards';
import { b2bCallerOfUser, mayManageCompany } from '@/lib/server/services/b2b/b2b-caller';
import { listInvoices } from '@/lib/server/services/b2b/invoice-list';

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
  const user = await requireB2bUser(locale, '/b2b/faktury');
  const t = await getTranslations('Invoices');
  const parsed = invoiceListQuerySchema.safeParse(firstValues(await searchParams));
  const query = parsed.success ? parsed.data : invoiceListQuerySchema.parse({});
  const result = await listInvoices(await getDb(), b2bCallerOfUser(user), query);
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
      <InvoiceFilters locale={locale} query={query} error={parsed.success ? null : t('badFilter')} />
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
