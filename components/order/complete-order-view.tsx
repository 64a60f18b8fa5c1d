import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/api/contract/order';
import { formatPrice } from '@/lib/format/price';
import { Link } from '@/lib/i18n/navigation';
import { OrderItems } from './order-items';
import { OrderTotals } from './order-totals';
import { PayButton } from './pay-button';

interface CompleteOrderViewProps {
  order: Order;
  token: string;
  /** The gateway sent the customer back after a declined payment. */
  declined: boolean;
}

/** What is still unpaid on the order and the button that pays it by card. */
export function CompleteOrderView({ order, token, declined }: CompleteOrderViewProps) {
  const t = useTranslations('CompleteOrder');
  const due = formatPrice(order.amount_due_with_vat, order.currency_code);
  const orderLink = {
    pathname: '/objednavka/dakujeme/[id]/[token]',
    params: { id: String(order.id), token },
  } as const;
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <h1 className="text-2xl font-bold text-dark-blue sm:text-3xl">
        {t('title', { number: order.number })}
      </h1>
      {declined ? (
        <p role="alert" className="rounded border border-red bg-red/10 p-4 font-medium text-red">
          {t('declined')}
        </p>
      ) : null}
      {order.can_pay_online ? (
        <section className="space-y-4 rounded-lg border border-grey-200 bg-grey-50 p-4 sm:p-6">
          <p className="flex items-baseline justify-between gap-4 text-lg">
            <span>{t('due')}</span>
            <strong className="text-2xl text-dark-blue" data-testid="amount-due">
              {due}
            </strong>
          </p>
          <PayButton
            id={order.id}
            token={token}
            label={t('pay', { amount: due })}
            pendingLabel={t('paying')}
          />
        </section>
      ) : (
        <p className="rounded border border-grey-200 bg-grey-50 p-4">{t('nothingDue')}</p>
      )}
      <OrderItems order={order} />
      <OrderTotals order={order} />
      <Link href={orderLink} className="inline-block font-semibold text-blue hover:underline">
        {t('showOrder')}
      </Link>
    </div>
  );
}
