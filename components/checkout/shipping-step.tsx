'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Cart, CartShipping, ShippingsAndPayments } from '@/lib/api/contract/cart';
import { useSelectShipping } from '@/lib/api/hooks/use-checkout-calls';
import { useCheckoutStore } from '@/lib/stores/checkout-store';
import { BranchChooser } from './branch-chooser';
import { ChoiceOption } from './choice-option';
import { optionPrice } from './option-price';
import { useErrorToast } from './use-api-error-text';

interface ShippingStepProps {
  cart: Cart;
  options: ShippingsAndPayments;
}

/** The shippings with their prices; a pickup-point shipping is chosen together with its point. */
export function ShippingStep({ cart, options }: ShippingStepProps) {
  const t = useTranslations('Checkout');
  const toastError = useErrorToast();
  const select = useSelectShipping();
  const finish = useCheckoutStore((store) => store.finish);
  /** A pickup-point shipping clicked whose point is still to be chosen. */
  const [choosingFor, setChoosingFor] = useState<number | null>(null);
  const checkedId = choosingFor ?? cart.selected_shipping_id;

  function save(shipping: CartShipping, branchId: number | null) {
    // A promise rather than mutate's callbacks: the box may close (optimistically) before the answer.
    void select.mutateAsync({ shipping_id: shipping.id, branch_id: branchId }).then(
      () => {
        setChoosingFor(null);
        finish('shipping');
      },
      (error: unknown) => {
        setChoosingFor(null);
        toastError(error, t('shippingFailed'));
      },
    );
  }

  function pick(shipping: CartShipping) {
    if (shipping.module.type === 'CHOOSE_BRANCH_INPUT') setChoosingFor(shipping.id);
    else save(shipping, null);
  }

  return (
    <fieldset disabled={select.isPending}>
      <legend className="sr-only">{t('shippingTitle')}</legend>
      <ul className="flex flex-col gap-2">
        {options.shippings.map((shipping) => {
          const checked = shipping.id === checkedId;
          return (
            <ChoiceOption
              key={shipping.id}
              name="shipping"
              value={shipping.id}
              label={shipping.name}
              price={optionPrice(shipping.price, cart, t('free'), true)}
              description={shipping.description}
              checked={checked}
              onPick={() => pick(shipping)}
            >
              {checked && shipping.module.type === 'CHOOSE_BRANCH_INPUT' && (
                <BranchChooser
                  branches={shipping.module.branches ?? []}
                  selectedId={
                    shipping.id === cart.selected_shipping_id ? cart.selected_shipping_branch_id : null
                  }
                  disabled={select.isPending}
                  onChoose={(branch) => save(shipping, branch.id)}
                />
              )}
            </ChoiceOption>
          );
        })}
      </ul>
    </fieldset>
  );
}
