'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/api/contract/cart';
import { PartnerDiscountNote } from '@/components/product/partner-discount-note';
import { OrderTotals } from './order-totals';
import { SubmitOrder } from './submit-order';

/** The order's totals with the VAT breakdown, then the terms and the submit button. */
export function OrderSummary({ cart, onSubmitted }: { cart: Cart; onSubmitted: () => void }) {
  const t = useTranslations('Checkout');
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="flex flex-col gap-4 rounded border border-grey-300 p-4"
      data-testid="order-summary"
    >
      <h2 id="checkout-summary-title" className="text-lg font-semibold text-dark-blue">
        {t('summaryTitle')}
      </h2>
      {cart.partner_discount && <PartnerDiscountNote discount={cart.partner_discount} where="cart" />}
      <OrderTotals cart={cart} />
      <SubmitOrder cart={cart} onSubmitted={onSubmitted} />
    </section>
  );
}
