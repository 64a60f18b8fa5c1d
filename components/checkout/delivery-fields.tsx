'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { Cart } from '@/lib/api/contract/cart';
import { useSelectDeliveryAddress } from '@/lib/api/hooks/use-checkout-calls';
import { AddressFields } from './address-fields';
import { type CustomerFormValues, NEW_DELIVERY_ADDRESS } from './customer-form-values';
import { PersonFields } from './person-fields';
import { savedAddressLabel } from './saved-address-label';
import { useErrorToast } from './use-api-error-text';

interface DeliveryFieldsProps {
  cart: Cart;
  choice: string;
  register: UseFormRegister<CustomerFormValues>;
  errors: FieldErrors<CustomerFormValues>;
}

/** Where the goods go instead of the billing address: a saved delivery address or one typed here. */
export function DeliveryFields({ cart, choice, register, errors }: DeliveryFieldsProps) {
  const t = useTranslations('Checkout');
  const toastError = useErrorToast();
  const selectAddress = useSelectDeliveryAddress();
  const saved = cart.addresses.filter((address) => address.is_delivery);
  const choiceField = register('deliveryChoice');
  const canType = cart.can_change_delivery_address || saved.length === 0;

  return (
    <div className="flex flex-col gap-3">
      {saved.length > 0 && (
        <fieldset disabled={selectAddress.isPending}>
          <legend className="mb-2 text-sm font-medium">{t('savedDeliveryAddresses')}</legend>
          <div className="flex flex-col gap-2">
            {saved.map((address) => (
              <label key={address.id} className="flex items-start gap-2">
                <input
                  type="radio"
                  value={String(address.id)}
                  className="mt-1 size-4"
                  {...choiceField}
                  onChange={(event) => {
                    void choiceField.onChange(event);
                    selectAddress.mutate(
                      { customer_delivery_address_id: address.id },
                      { onError: (error) => toastError(error, t('addressFailed')) },
                    );
                  }}
                />
                <span>{savedAddressLabel(address)}</span>
              </label>
            ))}
            {canType && (
              <label className="flex items-start gap-2">
                <input type="radio" value={NEW_DELIVERY_ADDRESS} className="mt-1 size-4" {...choiceField} />
                <span>{t('otherDeliveryAddress')}</span>
              </label>
            )}
          </div>
        </fieldset>
      )}
      {canType && choice === NEW_DELIVERY_ADDRESS && (
        <div className="grid gap-3 sm:grid-cols-2">
          <PersonFields part="delivery" register={register} errors={errors} />
          <TextField
            id="delivery-company"
            label={t('deliveryCompany')}
            autoComplete="shipping organization"
            error={errors.delivery?.company?.message}
            {...register('delivery.company')}
          />
          <AddressFields part="delivery" register={register} errors={errors} />
        </div>
      )}
    </div>
  );
}
