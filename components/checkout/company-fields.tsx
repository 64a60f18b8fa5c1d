'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { CustomerFormValues } from './customer-form-values';

interface CompanyFieldsProps {
  register: UseFormRegister<CustomerFormValues>;
  errors: FieldErrors<CustomerFormValues>;
}

/** Company name, IČO and DIČ / IČ DPH of a company order. */
export function CompanyFields({ register, errors }: CompanyFieldsProps) {
  const t = useTranslations('Checkout');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          id="company-name"
          label={t('companyName')}
          autoComplete="organization"
          error={errors.company?.name?.message}
          {...register('company.name')}
        />
      </div>
      <TextField
        id="company-id"
        label={t('companyId')}
        inputMode="numeric"
        error={errors.company?.company_id?.message}
        {...register('company.company_id')}
      />
      <TextField
        id="company-vat-id"
        label={t('vatId')}
        error={errors.company?.vat_id?.message}
        {...register('company.vat_id')}
      />
    </div>
  );
}
