'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/api/contract/cart';
import { PartnerDiscountNote } from '@/components/product/partner-discount-note';
import { OrderTotals } from './order-totals';
import { SubmitOrder } from './submit-order';
import { SUMMARY_HEADING_ID } from './use-focus-follows-step';

/** The order's totals with the VAT breakdown, then the terms and the submit button. */
export function OrderSummary({ cart, onSubmitted }: { cart: Cart; onSubmitted: () => void }) {
  const t = useTranslations('Checkout');
  return (
    <section
      aria-labelledby={SUMMARY_HEADING_ID}
      className="flex flex-col gap-4 rounded border border-grey-300 p-4"
      data-testid="order-summary"
    >
      <h2 id={SUMMARY_HEADING_ID} className="text-lg font-semibold text-dark-blue" tabIndex={-1}>
        {t('summaryTitle')}
      </h2>
      {cart.partner_discount && <PartnerDiscountNote discount={cart.partner_discount} where="cart" />}
      <OrderTotals cart={cart} />
      <SubmitOrder cart={cart} onSubmitted={onSubmitted} />
    </section>
  );
}
