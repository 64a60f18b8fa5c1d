import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/api/contract/order';
import { Link } from '@/lib/i18n/navigation';
import { BankTransferDetails } from './bank-transfer-details';
import { NextSteps } from './next-steps';
import { OrderItems } from './order-items';
import { OrderParties } from './order-parties';
import { OrderTotals } from './order-totals';

/** The thank-you page: the order received, what happens next, how to pay, and the whole order. */
export function ThankYouView({ order, token }: { order: Order; token: string }) {
  const t = useTranslations('ThankYou');
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-dark-blue sm:text-3xl">{t('title')}</h1>
        <p className="text-grey-700">
          {t('received', { number: order.number, email: order.billing_information.email })}
        </p>
        {order.sales_representative && (
          <p className="text-grey-700" data-testid="sales-representative">
            {t('salesRepresentative', {
              name: order.sales_representative.name,
              customer: order.sales_representative.customer_name,
            })}
          </p>
        )}
      </header>
      <NextSteps order={order} token={token} />
      {order.bank_transfer ? <BankTransferDetails transfer={order.bank_transfer} /> : null}
      <OrderItems order={order} />
      <div className="grid gap-8 lg:grid-cols-2">
        <OrderParties order={order} />
        <OrderTotals order={order} />
      </div>
      <Link href="/" className="inline-block font-semibold text-blue hover:underline">
        {t('continue')}
      </Link>
    </div>
  );
}
