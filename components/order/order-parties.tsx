import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/api/contract/order';

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
  const billing = order.billing_information;
  const branch = order.shipping.branch;
  const delivery = order.delivery_address;
  const country = (code: 'CZ' | 'SK') => t(`country.${code}`);
  return (
    <section aria-labelledby="order-parties">
      <h2 id="order-parties" className="mb-3 text-lg font-semibold text-dark-blue">
        {t('shippingAndPayment')}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <Block
          title={t('shipping')}
          lines={[
            order.shipping.name,
            ...(branch
              ? [
                  branch.name,
                  branch.street,
                  `${branch.zip} ${branch.city}`,
                  `${t('openingHours')}: ${branch.opening_hours}`,
                ]
              : []),
          ]}
        />
        <Block
          title={t('payment')}
          lines={[
            order.payment.name,
            order.deposit_rest_payment ? t('payLater', { payment: order.deposit_rest_payment.name }) : '',
            `${t('paymentStatusLabel')}: ${t(`paymentStatus.${order.payment_status}`)}`,
          ]}
        />
        <Block
          title={t('billing')}
          lines={[
            `${billing.firstname} ${billing.lastname}`,
            billing.street,
            `${billing.zip} ${billing.city}`,
            billing.street ? country(billing.country) : '',
            billing.email,
            billing.phone,
          ]}
        />
        {order.company ? (
          <Block
            title={t('company')}
            lines={[
              order.company.name,
              `${t('companyId')}: ${order.company.company_id}`,
              order.company.vat_id ? `${t('vatId')}: ${order.company.vat_id}` : '',
            ]}
          />
        ) : null}
        {delivery ? (
          <Block
            title={t('delivery')}
            lines={[
              `${delivery.firstname} ${delivery.lastname}`,
              delivery.company,
              delivery.street,
              `${delivery.zip} ${delivery.city}`,
              country(delivery.country),
              delivery.phone,
            ]}
          />
        ) : null}
        {order.note ? <Block title={t('note')} lines={[order.note]} /> : null}
      </div>
    </section>
  );
}
