'use client';

import { useTranslations } from 'next-intl';
import type { Cart, ShippingsAndPayments } from '@/lib/api/contract/cart';
import { optionPrice } from './option-price';

/** The chosen payment (and the rest payment of a deposit) in a done payment box. */
export function PaymentSummary({ cart, options }: { cart: Cart; options: ShippingsAndPayments }) {
  const t = useTranslations('Checkout');
  const nameOf = (id: number | null) => options.payments.find((payment) => payment.id === id)?.name;
  const payment = nameOf(cart.selected_payment_id);
  if (!payment) return null;
  const rest =
    cart.deposit_type_selected === 'deposit' ? nameOf(cart.selected_deposit_rest_payment_id) : undefined;
  return (
    <div className="text-sm" data-testid="payment-summary">
      <p>
        <span className="font-medium">{payment}</span> –{' '}
        {optionPrice(cart.payment_price_with_vat, cart, t('free'))}
      </p>
      {rest && <p className="text-grey-700">{t('restPaidWith', { payment: rest })}</p>}
    </div>
  );
}
