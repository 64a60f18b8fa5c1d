'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { CustomerFormValues } from './customer-form-values';

interface AddressFieldsProps {
  part: 'billing' | 'delivery';
  register: UseFormRegister<CustomerFormValues>;
  errors: FieldErrors<CustomerFormValues>;
}

/** Street, town, postcode and country of the billing or delivery address. */
export function AddressFields({ part, register, errors }: AddressFieldsProps) {
  const t = useTranslations('Checkout');
  const partErrors = errors[part];
  const id = (field: string) => `${part}-${field}`;
  return (
    <>
      <div className="sm:col-span-2">
        <TextField
          id={id('street')}
          label={t('street')}
          autoComplete={`${part === 'billing' ? 'billing' : 'shipping'} street-address`}
          error={partErrors?.street?.message}
          {...register(`${part}.street`)}
        />
      </div>
      <TextField
        id={id('city')}
        label={t('city')}
        autoComplete={`${part === 'billing' ? 'billing' : 'shipping'} address-level2`}
        error={partErrors?.city?.message}
        {...register(`${part}.city`)}
      />
      <TextField
        id={id('zip')}
        label={t('zip')}
        inputMode="numeric"
        autoComplete={`${part === 'billing' ? 'billing' : 'shipping'} postal-code`}
        error={partErrors?.zip?.message}
        {...register(`${part}.zip`)}
      />
      <div>
        <label htmlFor={id('country')} className="mb-1 block text-sm font-medium">
          {t('country')}
        </label>
        <select
          id={id('country')}
          className="w-full rounded border border-field bg-white px-3 py-2 focus:border-blue"
          {...register(`${part}.country`)}
        >
          <option value="CZ">{t('countryCZ')}</option>
          <option value="SK">{t('countrySK')}</option>
        </select>
      </div>
    </>
  );
}
