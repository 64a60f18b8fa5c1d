import { getTranslations } from 'next-intl/server';
import type { InvoiceState } from '@/lib/api/contract/b2b-invoices';

const styles: Record<InvoiceState, string> = {
  paid: 'bg-green/10 text-dark-green',
  unpaid: 'bg-light-blue text-dark-blue',
  overdue: 'bg-red/10 text-red',
};

/** Paid (with the day), unpaid, or overdue, in words and colour. */
export async function InvoiceStateBadge({ state, paidAt }: { state: InvoiceState; paidAt: string | null }) {
  const t = await getTranslations('Invoices');
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${styles[state]}`}>
      {state === 'paid' && paidAt ? t('paidOn', { date: paidAt }) : t(`state.${state}`)}
    </span>
  );
}
