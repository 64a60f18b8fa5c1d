'use client';

import { useTranslations } from 'next-intl';
import type { Cart, CartPayment } from '@/lib/api/contract/cart';
import { ChoiceOption } from './choice-option';
import { optionPrice } from './option-price';

interface PaymentListProps {
  name: string;
  legend: string;
  payments: CartPayment[];
  selectedId: number | null;
  cart: Cart;
  onPick: (payment: CartPayment) => void;
}

/** One radio group of payments with their prices. */
export function PaymentList({ name, legend, payments, selectedId, cart, onPick }: PaymentListProps) {
  const t = useTranslations('Checkout');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <ul className="flex flex-col gap-2">
        {payments.map((payment) => (
          <ChoiceOption
            key={payment.id}
            name={name}
            value={payment.id}
            label={payment.name}
            price={optionPrice(payment.price, cart, t('free'))}
            description={payment.description}
            checked={payment.id === selectedId}
            onPick={() => onPick(payment)}
          />
        ))}
      </ul>
    </fieldset>
  );
}
