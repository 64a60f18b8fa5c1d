'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Cart, ShippingsAndPayments } from '@/lib/api/contract/cart';
import type { SelectPaymentRequest } from '@/lib/api/contract/checkout';
import { useSelectPayment } from '@/lib/api/hooks/use-checkout-calls';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';
import { formatPrice } from '@/lib/format/price';
import { useCheckoutStore } from '@/lib/stores/checkout-store';
import { offersDeposit, paymentsForShipping } from './payment-options';
import { PaymentList } from './payment-list';
import { useErrorToast } from './use-api-error-text';

type DepositType = Cart['deposit_type_selected'];

/** The payments the shipping allows; with backordered items, the whole amount or a deposit and the rest. */
export function PaymentStep({ cart, options }: { cart: Cart; options: ShippingsAndPayments }) {
  const t = useTranslations('Checkout');
  const toastError = useErrorToast();
  const { data: user } = useSessionUser();
  const select = useSelectPayment();
  const finish = useCheckoutStore((store) => store.finish);
  const withDeposit = offersDeposit(cart, user);
  const [depositType, setDepositType] = useState<DepositType>(
    withDeposit ? cart.deposit_type_selected : 'whole',
  );
  const payments = paymentsForShipping(cart, options);

  function save(request: SelectPaymentRequest) {
    // A promise rather than mutate's callbacks: the box may close (optimistically) before the answer.
    void select.mutateAsync(request).then(
      () => finish('payment'),
      (error: unknown) => toastError(error, t('paymentFailed')),
    );
  }

  function request(paymentId: number, type: DepositType, restId: number | null): SelectPaymentRequest {
    if (!withDeposit) return { payment_id: paymentId };
    return {
      payment_id: paymentId,
      deposit_payment_type: type,
      deposit_rest_payment_id: type === 'deposit' ? restId : null,
    };
  }

  function changeDepositType(type: DepositType) {
    setDepositType(type);
    if (cart.selected_payment_id !== null) save(request(cart.selected_payment_id, type, null));
  }

  return (
    <fieldset disabled={select.isPending} className="flex flex-col gap-4">
      <legend className="sr-only">{t('paymentTitle')}</legend>
      {withDeposit && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('depositChoice')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {(['whole', 'deposit'] as const).map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="deposit-type"
                  className="size-4"
                  checked={depositType === type}
                  onChange={() => changeDepositType(type)}
                />
                {type === 'whole'
                  ? t('depositWhole')
                  : t('depositPart', { percentage: cart.deposit_percentage })}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <PaymentList
        name="payment"
        legend={depositType === 'deposit' ? t('paymentNow') : t('paymentChoose')}
        payments={payments}
        selectedId={cart.selected_payment_id}
        cart={cart}
        onPick={(payment) => save(request(payment.id, depositType, cart.selected_deposit_rest_payment_id))}
      />
      {depositType === 'deposit' && cart.selected_payment_id !== null && (
        <PaymentList
          name="rest-payment"
          legend={t('paymentRest', {
            amount: formatPrice(cart.pay_deposit_rest_with_vat, cart.currency_code),
          })}
          payments={payments}
          selectedId={cart.selected_deposit_rest_payment_id}
          cart={cart}
          onPick={(payment) => save(request(cart.selected_payment_id!, 'deposit', payment.id))}
        />
      )}
    </fieldset>
  );
}
