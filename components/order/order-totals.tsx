import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/api/contract/order';
import { formatPrice } from '@/lib/format/price';
import { VatSummaryTable } from './vat-summary-table';
import { shownChoiceName } from './shown-choice-name';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? 'text-lg font-semibold text-dark-blue' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="whitespace-nowrap text-right">{value}</dd>
    </div>
  );
}

/** Goods, discounts, shipping, payment and the totals, then the VAT summary per rate. */
export function OrderTotals({ order }: { order: Order }) {
  const t = useTranslations('OrderSummary');
  const price = (minor: number) => formatPrice(minor, order.currency_code);
  const orFree = (minor: number) => (minor === 0 ? t('free') : price(minor));
  const named = (choice: Parameters<typeof shownChoiceName>[0]) =>
    shownChoiceName(choice, (values) => t('renamed', values));
  return (
    <section aria-labelledby="order-totals" className="space-y-4">
      <h2 id="order-totals" className="sr-only">
        {t('totalWithVat')}
      </h2>
      <dl className="divide-y divide-grey-100">
        <Row label={t('goodsTotal')} value={price(order.goods_total_with_vat)} />
        {order.discounts.map((discount) => (
          <Row
            key={discount.code}
            label={t('discount', { code: discount.code })}
            value={price(-discount.amount_with_vat)}
          />
        ))}
        <Row
          label={`${t('shipping')}: ${named(order.shipping)}`}
          value={orFree(order.shipping.price_with_vat)}
        />
        <Row
          label={`${t('payment')}: ${named(order.payment)}`}
          value={orFree(order.payment.price_with_vat)}
        />
        <Row label={t('totalWithoutVat')} value={price(order.total_without_vat)} />
        <Row label={t('totalWithVat')} value={price(order.total_with_vat)} strong />
        {order.pay_later_with_vat > 0 ? (
          <>
            <Row label={t('payNow')} value={price(order.pay_now_with_vat)} />
            <Row
              label={t('payLater', { payment: order.deposit_rest_payment?.name ?? order.payment.name })}
              value={price(order.pay_later_with_vat)}
            />
          </>
        ) : null}
        {order.paid_with_vat > 0 ? <Row label={t('paid')} value={price(order.paid_with_vat)} /> : null}
      </dl>
      <VatSummaryTable
        lines={order.vat_summary}
        currency={order.currency_code}
        labels={{
          caption: t('vatSummary'),
          rate: t('vatRate'),
          base: t('vatBase'),
          vat: t('vat'),
          total: t('vatTotal'),
        }}
      />
    </section>
  );
}
