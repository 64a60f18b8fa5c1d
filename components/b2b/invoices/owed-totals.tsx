import { getTranslations } from 'next-intl/server';
import type { InvoiceListResponse } from '@/lib/api/contract/b2b-invoices';
import { formatPrice } from '@/lib/format/price';

type Amounts = InvoiceListResponse['totals']['unpaid'];

function sum(amounts: Amounts, none: string): string {
  if (amounts.length === 0) return none;
  return amounts.map(({ amount, currency }) => formatPrice(amount, currency)).join(' + ');
}

/** What the customer still owes over all its invoices, and how much of it is past due. */
export async function OwedTotals({ totals }: { totals: InvoiceListResponse['totals'] }) {
  const t = await getTranslations('Invoices');
  const none = t('nothingOwed');
  return (
    <dl className="grid gap-3 sm:grid-cols-2" aria-label={t('owed')}>
      <div className="rounded border border-grey-200 p-4">
        <dt className="text-sm text-grey-700">{t('totalUnpaid')}</dt>
        <dd className="text-xl font-semibold text-dark-blue" data-testid="total-unpaid">
          {sum(totals.unpaid, none)}
        </dd>
      </div>
      <div
        className={`rounded border p-4 ${totals.overdue.length > 0 ? 'border-red bg-red/5' : 'border-grey-200'}`}
      >
        <dt className="text-sm text-grey-700">{t('totalOverdue')}</dt>
        <dd
          className={`text-xl font-semibold ${totals.overdue.length > 0 ? 'text-red' : 'text-dark-blue'}`}
          data-testid="total-overdue"
        >
          {sum(totals.overdue, none)}
        </dd>
      </div>
    </dl>
  );
}
