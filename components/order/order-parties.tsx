import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/api/contract/order';
import { type AddressLabel, branchLines, orderAddressBlocks } from '@/lib/orders/order-address-blocks';
import { shownChoiceName } from './shown-choice-name';

function Block({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div>
      <h3 className="mb-1 font-semibold text-dark-blue">{title}</h3>
      <p className="text-sm leading-6 text-grey-800">
        {lines
          .filter((line) => line.trim() !== '')
          .map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
      </p>
    </div>
  );
}

/** Shipping (with the pickup point) and payment, the billing details, company and delivery address. */
export function OrderParties({ order }: { order: Order }) {
  const t = useTranslations('OrderSummary');
  const label: AddressLabel = (key) => t(key);
  const branch = order.shipping.branch;
  const named = (choice: Parameters<typeof shownChoiceName>[0]) =>
    shownChoiceName(choice, (values) => t('renamed', values));
  return (
    <section aria-labelledby="order-parties">
      <h2 id="order-parties" className="mb-3 text-lg font-semibold text-dark-blue">
        {t('shippingAndPayment')}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <Block
          title={t('shipping')}
          lines={[named(order.shipping), ...(branch ? branchLines(branch, label) : [])]}
        />
        <Block
          title={t('payment')}
          lines={[
            named(order.payment),
            order.deposit_rest_payment ? t('payLater', { payment: named(order.deposit_rest_payment) }) : '',
            `${t('paymentStatusLabel')}: ${t(`paymentStatus.${order.payment_status}`)}`,
          ]}
        />
        {orderAddressBlocks(order, label).map((block) => (
          <Block key={block.title} title={block.title} lines={block.lines} />
        ))}
        {order.note ? <Block title={t('note')} lines={[order.note]} /> : null}
      </div>
    </section>
  );
}
