import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/api/contract/order';
import { formatPrice } from '@/lib/format/price';
import { Link } from '@/lib/i18n/navigation';
import { openPayment } from './open-payment';

const stepKey = {
  BANK_TRANSFER: 'nextBankTransfer',
  CARD: 'nextCard',
  CASH_ON_DELIVERY: 'nextCashOnDelivery',
  CASH: 'nextCash',
  INVOICE: 'nextInvoice',
} as const;

/** What the customer does next: pay (how and how much), pay the rest later, wait for the goods. */
export function NextSteps({ order, token }: { order: Order; token: string }) {
  const t = useTranslations('ThankYou');
  const price = (minor: number) => formatPrice(minor, order.currency_code);
  const open = openPayment(order);
  const restLater = open && order.pay_later_with_vat > 0 && order.paid_with_vat < order.pay_now_with_vat;
  const laterPayment = order.deposit_rest_payment ?? order.payment;
  return (
    <section
      aria-labelledby="next-steps"
      className="rounded-lg border border-light-blue bg-light-blue/40 p-4 sm:p-6"
    >
      <h2 id="next-steps" className="mb-2 text-lg font-semibold text-dark-blue">
        {t('nextSteps')}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li data-testid="next-payment">
          {open ? t(stepKey[open.type], { amount: price(open.amount) }) : t('nextPaid')}
        </li>
        {restLater ? (
          <li>
            {t('nextLater', {
              amount: price(order.pay_later_with_vat),
              payment: laterPayment.current_name ?? laterPayment.name,
            })}
          </li>
        ) : null}
        <li>{t('nextShipping')}</li>
      </ul>
      {order.can_pay_online ? (
        <Link
          href={{ pathname: '/dokoncenie-objednavky/[id]/[token]', params: { id: String(order.id), token } }}
          className="mt-4 inline-block rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue"
        >
          {t('payOnline')}
        </Link>
      ) : null}
    </section>
  );
}
