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

/** First name, last name, e-mail (billing only) and phone, in the order they are read. */
export function PersonFields({ part, register, errors }: PersonFieldsProps) {
  const t = useTranslations('Checkout');
  const section = part === 'billing' ? 'billing' : 'shipping';
  const partErrors = errors[part];
  return (
    <>
      <TextField
        id={`${part}-firstname`}
        label={t('firstname')}
        autoComplete={`${section} given-name`}
        error={partErrors?.firstname?.message}
        {...register(`${part}.firstname`)}
      />
      <TextField
        id={`${part}-lastname`}
        label={t('lastname')}
        autoComplete={`${section} family-name`}
        error={partErrors?.lastname?.message}
        {...register(`${part}.lastname`)}
      />
      {part === 'billing' && (
        <TextField
          id="billing-email"
          label={t('email')}
          type="email"
          autoComplete="email"
          error={errors.billing?.email?.message}
          {...register('billing.email')}
        />
      )}
      <TextField
        id={`${part}-phone`}
        label={t('phone')}
        type="tel"
        autoComplete={`${section} tel`}
        error={partErrors?.phone?.message}
        {...register(`${part}.phone`)}
      />
    </>
  );
}
