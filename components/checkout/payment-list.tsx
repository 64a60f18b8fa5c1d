'use client';

import { useTranslations } from 'next-intl';
import { BrandMarkList } from '@/components/ui/brand-mark-list';
import type { Cart, CartPayment } from '@/lib/api/contract/cart';
import { cardMarks } from '@/lib/config/brand-marks';
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

/** One radio group of payments with their prices; the card payment shows the cards it takes. */
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
          >
            {payment.type === 'CARD' && (
              <BrandMarkList label={t('acceptedCards')} marks={cardMarks} size="sm" className="mt-2 ml-7" />
            )}
          </ChoiceOption>
        ))}
      </ul>
    </fieldset>
  );
}
