'use client';

import { useTranslations } from 'next-intl';
import type { Cart, ShippingsAndPayments } from '@/lib/api/contract/cart';
import { useCheckoutStore } from '@/lib/stores/checkout-store';
import { boxState, currentBox } from './checkout-steps';
import { CustomerDataStep } from './customer-data-step';
import { CustomerDataSummary } from './customer-data-summary';
import { PaymentStep } from './payment-step';
import { PaymentSummary } from './payment-summary';
import { ShippingStep } from './shipping-step';
import { ShippingSummary } from './shipping-summary';
import { StepBox } from './step-box';
import { useFocusFollowsStep } from './use-focus-follows-step';

/** The three step boxes, each open, done (with its change link) or waiting, as the cart says. */
export function CheckoutBoxes({ cart, options }: { cart: Cart; options: ShippingsAndPayments }) {
  const t = useTranslations('Checkout');
  const editing = useCheckoutStore((store) => store.editing);
  const state = (box: Parameters<typeof boxState>[0]) => boxState(box, cart, options, editing);
  useFocusFollowsStep(currentBox(cart, options, editing));
  return (
    <div className="flex flex-col gap-4">
      <StepBox
        box="shipping"
        number={1}
        title={t('shippingTitle')}
        state={state('shipping')}
        summary={<ShippingSummary cart={cart} options={options} />}
      >
        <ShippingStep cart={cart} options={options} />
      </StepBox>
      <StepBox
        box="payment"
        number={2}
        title={t('paymentTitle')}
        state={state('payment')}
        summary={<PaymentSummary cart={cart} options={options} />}
      >
        <PaymentStep cart={cart} options={options} />
      </StepBox>
      <StepBox
        box="customer_data"
        number={3}
        title={t('customerDataTitle')}
        state={state('customer_data')}
        summary={<CustomerDataSummary cart={cart} />}
      >
        <CustomerDataStep cart={cart} />
      </StepBox>
    </div>
  );
}
