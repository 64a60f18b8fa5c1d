'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormFieldError } from '@/components/ui/form-field-error';
import { TextField } from '@/components/ui/text-field';
import { type AddressRequest, addressRequestSchema } from '@/lib/api/contract/addresses';
import type { SavedAddress } from '@/lib/api/contract/cart';
import { SelectField } from './select-field';
import { showServerFieldErrors } from './server-field-errors';

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
        <TextField
          id={`${prefix}-firstname`}
          label={t('firstname')}
          autoComplete="given-name"
          error={errors.firstname?.message}
          {...register('firstname')}
        />
        <TextField
          id={`${prefix}-lastname`}
          label={t('lastname')}
          autoComplete="family-name"
          error={errors.lastname?.message}
          {...register('lastname')}
        />
        <div className="sm:col-span-2">
          <TextField
            id={`${prefix}-company`}
            label={t('company')}
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            id={`${prefix}-street`}
            label={t('street')}
            autoComplete="street-address"
            error={errors.street?.message}
            {...register('street')}
          />
        </div>
        <TextField
          id={`${prefix}-city`}
          label={t('city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          id={`${prefix}-zip`}
          label={t('zip')}
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.zip?.message}
          {...register('zip')}
        />
        <SelectField
          id={`${prefix}-country`}
          label={t('country')}
          error={errors.country?.message}
          {...register('country')}
        >
          <option value="CZ">{t('countryCZ')}</option>
          <option value="SK">{t('countrySK')}</option>
        </SelectField>
        <TextField
          id={`${prefix}-phone`}
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled"
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
