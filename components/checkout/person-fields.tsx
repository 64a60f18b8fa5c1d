'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { CustomerFormValues } from './customer-form-values';

interface PersonFieldsProps {
  part: 'billing' | 'delivery';
  register: UseFormRegister<CustomerFormValues>;
  errors: FieldErrors<CustomerFormValues>;
}

/** First name, last name and phone of the billing person or of the delivery address. */
export function PersonFields({ part, register, errors }: PersonFieldsProps) {
  const t = useTranslations('Checkout');
  const partErrors = errors[part];
  return (
    <>
      <TextField
        id={`${part}-firstname`}
        label={t('firstname')}
        autoComplete="given-name"
        error={partErrors?.firstname?.message}
        {...register(`${part}.firstname`)}
      />
      <TextField
        id={`${part}-lastname`}
        label={t('lastname')}
        autoComplete="family-name"
        error={partErrors?.lastname?.message}
        {...register(`${part}.lastname`)}
      />
      <TextField
        id={`${part}-phone`}
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        error={partErrors?.phone?.message}
        {...register(`${part}.phone`)}
      />
    </>
  );
}
