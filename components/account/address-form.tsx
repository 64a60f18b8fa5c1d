'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormFieldError } from '@/components/ui/form-field-error';
import { type AddressRequest, addressRequestSchema } from '@/lib/api/contract/addresses';
import type { SavedAddress } from '@/lib/api/contract/cart';
import { fieldLabels, FormFields } from './form-fields';
import { CountrySelect } from './select-field';
import { showServerFieldErrors } from './server-field-errors';

const addressFields = ['firstname', 'lastname', 'company', 'street', 'city', 'zip'] as const;
const phoneField = ['phone'] as const;

export type AddressValues = z.output<typeof addressRequestSchema>;
const fieldNames = [
  'is_billing',
  'firstname',
  'lastname',
  'company',
  'street',
  'city',
  'zip',
  'country',
  'phone',
] as const;

interface AddressFormProps {
  address: SavedAddress | null;
  defaults: Pick<AddressRequest, 'firstname' | 'lastname' | 'phone' | 'country'>;
  onSave: (values: AddressValues) => Promise<void>;
  onCancel: () => void;
}

function initialValues(address: SavedAddress | null, defaults: AddressFormProps['defaults']): AddressRequest {
  if (!address) {
    return { is_billing: true, is_delivery: true, company: '', street: '', city: '', zip: '', ...defaults };
  }
  const { is_billing, is_delivery, firstname, lastname, company, street, city, zip, country, phone } =
    address;
  return { is_billing, is_delivery, firstname, lastname, company, street, city, zip, country, phone };
}

/** Adds or edits one saved address; a server refusal shows under its field. */
export function AddressForm({ address, defaults, onSave, onCancel }: AddressFormProps) {
  const t = useTranslations('AccountSettings');
  const prefix = address ? `address-${address.id}` : 'address-new';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressRequest, unknown, AddressValues>({
    resolver: zodResolver(addressRequestSchema),
    defaultValues: initialValues(address, defaults),
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      showServerFieldErrors(error, fieldNames, setError);
    }
  });

  const title = address ? t('editAddressTitle') : t('newAddressTitle');
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={title}
      className="space-y-4 rounded-lg border border-blue bg-light-blue/40 p-4"
    >
      <h3 className="font-semibold">{title}</h3>
      <fieldset>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <CheckboxField id={`${prefix}-billing`} label={t('isBilling')} {...register('is_billing')} />
          <CheckboxField id={`${prefix}-delivery`} label={t('isDelivery')} {...register('is_delivery')} />
        </div>
        <FormFieldError id={`${prefix}-kind-error`} message={errors.is_billing?.message} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormFields
          idPrefix={prefix}
          fields={addressFields}
          labels={fieldLabels(t, addressFields)}
          register={register}
          errors={errors}
          wide={['company', 'street']}
        />
        <CountrySelect
          id={`${prefix}-country`}
          labels={{ country: t('country'), CZ: t('countryCZ'), SK: t('countrySK') }}
          error={errors.country?.message}
          {...register('country')}
        />
        <FormFields
          idPrefix={prefix}
          fields={phoneField}
          labels={fieldLabels(t, phoneField)}
          register={register}
          errors={errors}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800"
        >
          {isSubmitting ? t('saving') : t('saveAddress')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded border border-grey-300 px-4 py-2 hover:bg-grey-100"
        >
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
