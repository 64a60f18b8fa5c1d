'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { type CompanyAddressInput, companyAddressSchema } from '@/lib/api/contract/b2b-company';

interface AddressFormProps {
  idPrefix: string;
  initial: CompanyAddressInput;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: CompanyAddressInput) => void;
  onCancel?: () => void;
}

/** A delivery address, checked by the same schema as on the server. */
export function AddressForm({ idPrefix, initial, submitLabel, busy, onSubmit, onCancel }: AddressFormProps) {
  const t = useTranslations('CompanySettings');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CompanyAddressInput>({ resolver: zodResolver(companyAddressSchema), defaultValues: initial });
  const field = (name: keyof CompanyAddressInput, autoComplete: string, type = 'text') => (
    <TextField
      id={`${idPrefix}-${name}`}
      label={t(`address.${name}`)}
      type={type}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-3 sm:grid-cols-2">
      {field('company', 'organization')}
      <div className="hidden sm:block" />
      {field('firstname', 'given-name')}
      {field('lastname', 'family-name')}
      {field('street', 'street-address')}
      {field('city', 'address-level2')}
      {field('zip', 'postal-code')}
      <div>
        <label htmlFor={`${idPrefix}-country`} className="mb-1 block text-sm font-medium">
          {t('address.country')}
        </label>
        <select
          id={`${idPrefix}-country`}
          className="w-full rounded border border-field bg-white px-3 py-2"
          {...register('country')}
        >
          <option value="CZ">{t('country.CZ')}</option>
          <option value="SK">{t('country.SK')}</option>
        </select>
      </div>
      {field('phone', 'tel', 'tel')}
      {field('email', 'email', 'email')}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800"
        >
          {submitLabel}
        </button>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded border border-grey-300 px-4 py-2 font-semibold hover:bg-grey-100"
          >
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
