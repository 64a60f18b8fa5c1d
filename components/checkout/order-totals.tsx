'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/api/contract/cart';
import { VatSummaryTable } from '@/components/order/vat-summary-table';
import { formatPrice } from '@/lib/format/price';

function Row({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-semibold text-dark-blue' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** Spec §3 Cart totals: goods, discounts, shipping, payment, VAT per rate, total, and deposit parts. */
export function OrderTotals({ cart }: { cart: Cart }) {
  const t = useTranslations('Checkout');
  const money = (amount: number) => formatPrice(amount, cart.currency_code);
  const deposit = cart.has_items_with_deposit && cart.deposit_type_selected === 'deposit';
  // A <dl> holds only its rows: the VAT table sits between two lists, not inside one.
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl className="flex flex-col gap-2">
        <Row label={t('goods')} value={money(cart.goods_total_with_vat)} testId="total-goods" />
        {cart.discount_total_with_vat > 0 && (
          <Row
            label={t('discounts')}
            value={`−${money(cart.discount_total_with_vat)}`}
            testId="total-discounts"
          />
        )}
        <Row label={t('shipping')} value={money(cart.shipping_price_with_vat)} testId="total-shipping" />
        <Row label={t('payment')} value={money(cart.payment_price_with_vat)} testId="total-payment" />
      </dl>
      {cart.vat_summary.length > 0 && (
        <div className="mt-2 border-t border-grey-200 pt-2">
          <VatSummaryTable
            compact
            lines={cart.vat_summary}
            currency={cart.currency_code}
            labels={{
              caption: t('vatSummary'),
              rate: t('vatRate'),
              base: t('vatBase'),
              vat: t('vat'),
              total: t('vatTotal'),
            }}
          />
        </div>
      )}
      <dl className="mt-2 flex flex-col gap-2 border-t border-grey-200 pt-2">
        <Row label={t('totalWithoutVat')} value={money(cart.total_without_vat)} testId="total-without-vat" />
        <Row label={t('total')} value={money(cart.total_with_vat)} testId="total-with-vat" strong />
        {deposit && (
          <>
            <Row label={t('payNow')} value={money(cart.pay_deposit_with_vat)} testId="pay-now" />
            <Row label={t('payLater')} value={money(cart.pay_deposit_rest_with_vat)} testId="pay-later" />
          </>
        )}
      </dl>
    </div>
  );
}
