import { useFormatter, useTranslations } from 'next-intl';
import { OrderStatusBadge } from '@/components/account/order-status-badge';
import { OrderItems } from '@/components/order/order-items';
import { OrderParties } from '@/components/order/order-parties';
import { OrderTotals } from '@/components/order/order-totals';
import { OrderReturns } from '@/components/returns/order-returns';
import type { AdminOrder } from '@/lib/api/contract/admin/orders';
import { formatPrice } from '@/lib/format/price';
import { Link } from '@/lib/i18n/navigation';
import { OrderPaymentPanel } from './order-payment-panel';
import { OrderStatusForm } from './order-status-form';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-grey-200 p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold text-dark-blue">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One order for staff: what was ordered and by whom, its history, parcel, invoices, state and payment. */
export function AdminOrderDetail({ order }: { order: AdminOrder }) {
  const t = useTranslations('Admin.orders');
  const tStatus = useTranslations('OrderStatus');
  const tSummary = useTranslations('OrderSummary');
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <article className="flex flex-col gap-6" aria-labelledby="order-title">
      <header className="flex flex-col gap-2">
        <Link
          href={{ pathname: '/admin/[page]', params: { page: 'objednavky' } }}
          className="self-start text-sm text-blue underline hover:text-dark-blue"
        >
          {t('backToList')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="order-title" className="text-2xl font-semibold sm:text-3xl">
            {t('detailTitle', { number: order.number })}
          </h1>
          <OrderStatusBadge status={order.status} />
          <span className="rounded bg-grey-100 px-2 py-0.5 text-sm" data-testid="order-payment-status">
            {tSummary(`paymentStatus.${order.payment_status}`)}
          </span>
        </div>
        <p className="text-grey-700">
          {[
            when(order.created_at),
            t(`channel.${order.channel}`),
            order.is_b2b ? 'B2B' : 'B2C',
            order.placed_by && t('placedBy', { name: order.placed_by }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="order-status-title" title={t('changeStatus')}>
          <OrderStatusForm key={order.status} orderId={order.id} nextStatuses={order.next_statuses} />
        </Section>
        <Section id="order-payment-title" title={t('payment')}>
          <OrderPaymentPanel order={order} />
        </Section>
      </div>
      <OrderItems order={order} />
      <div className="grid gap-6 lg:grid-cols-2">
        <OrderParties order={order} />
        <OrderTotals order={order} />
      </div>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <Section id="order-history-title" title={t('history')}>
          <ol
            className="flex flex-col gap-2 border-l-2 border-grey-200 pl-4"
            data-testid="admin-order-history"
          >
            {order.history.map((step, index) => (
              <li key={index}>
                <span className="font-semibold">{tStatus(step.status)}</span>{' '}
                <span className="text-grey-600">{when(step.created_at)}</span>
                {step.changed_by && <span className="block text-sm text-grey-600">{step.changed_by}</span>}
                {step.note && <span className="block text-sm">{step.note}</span>}
              </li>
            ))}
          </ol>
        </Section>
        <Section id="order-tracking-title" title={t('tracking')}>
          {order.tracking ? (
            <p data-testid="admin-order-tracking">
              {order.tracking.url ? (
                <a
                  href={order.tracking.url}
                  className="text-blue underline"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {order.tracking.number}
                </a>
              ) : (
                order.tracking.number
              )}
            </p>
          ) : (
            <p className="text-grey-600">{t('noTracking')}</p>
          )}
        </Section>
        <Section id="order-documents-title" title={t('invoices')}>
          {order.documents.length > 0 ? (
            <ul data-testid="admin-order-invoices">
              {order.documents.map((document) => (
                <li key={document.id} className="flex flex-wrap items-baseline gap-x-3">
                  {t('invoiceLine', { number: document.number, date: when(document.issued_at) })}
                  <a
                    href={document.pdf_url}
                    download
                    className="text-sm font-medium text-blue hover:underline"
                    aria-label={t('invoicePdfOf', { number: document.number })}
                  >
                    {t('invoicePdf')}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-grey-600">{order.is_b2b ? t('invoiceOnShipping') : t('noInvoiceB2c')}</p>
          )}
        </Section>
      </div>
      <OrderReturns returns={order.returns} />
      <Section id="order-payments-title" title={t('payments')}>
        {order.payments.length > 0 ? (
          <ul className="flex flex-col gap-1" data-testid="admin-order-payments">
            {order.payments.map((payment, index) => (
              <li key={index}>
                {when(payment.created_at)} · {formatPrice(payment.amount_with_vat, order.currency_code)}
                {payment.reference && ` · ${payment.reference}`}
                {payment.recorded_by && ` · ${payment.recorded_by}`}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-grey-600">{t('noPayments')}</p>
        )}
      </Section>
    </article>
  );
}
