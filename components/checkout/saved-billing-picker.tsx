'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import type { Cart } from '@/lib/api/contract/cart';
import { useSelectBillingAddress } from '@/lib/api/hooks/use-checkout-calls';
import { billingFromAddress, type CustomerFormValues } from './customer-form-values';
import { savedAddressLabel } from './saved-address-label';
import { useErrorToast } from './use-api-error-text';

/** A signed-in customer's saved billing addresses: picking one selects it on the cart and fills the form. */
export function SavedBillingPicker({ cart, form }: { cart: Cart; form: UseFormReturn<CustomerFormValues> }) {
  const t = useTranslations('Checkout');
  const toastError = useErrorToast();
  const selectAddress = useSelectBillingAddress();
  const saved = cart.addresses.filter((address) => address.is_billing);
  if (saved.length === 0) return null;

  function pick(value: string) {
    const address = saved.find((candidate) => String(candidate.id) === value);
    if (!address) return;
    form.setValue('billing', billingFromAddress(address), { shouldDirty: true });
    selectAddress.mutate(
      { customer_billing_address_id: address.id },
      { onError: (error) => toastError(error, t('addressFailed')) },
    );
  }

  return (
    <div>
      <label htmlFor="saved-billing" className="mb-1 block text-sm font-medium">
        {t('savedBillingAddresses')}
      </label>
      <select
        id="saved-billing"
        disabled={selectAddress.isPending}
        defaultValue={cart.selected_billing_address ? String(cart.selected_billing_address.id) : ''}
        onChange={(event) => pick(event.target.value)}
        className="w-full rounded border border-field bg-white px-3 py-2 focus:border-blue"
      >
        <option value="">{t('savedAddressNone')}</option>
        {saved.map((address) => (
          <option key={address.id} value={String(address.id)}>
            {savedAddressLabel(address)}
          </option>
        ))}
      </select>
    </div>
  );
}
