'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormFieldError } from '@/components/ui/form-field-error';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { customerAddressSchema, type CustomerAddressInput } from '@/lib/api/contract/admin/customers';

export const emptyAddress: CustomerAddressInput = {
  is_billing: false,
  is_delivery: true,
  company: '',
  firstname: '',
  lastname: '',
  street: '',
  city: '',
  zip: '',
  country: 'CZ',
  phone: '',
  email: '',
};

interface CustomerAddressFormProps {
  /** Prefix of the fields' ids (one form per address on the page). */
  idPrefix: string;
  title: string;
  initial: CustomerAddressInput;
  busy: boolean;
  /** Answers whether the address was saved (a new-address form then empties). */
  onSave: (values: CustomerAddressInput) => Promise<boolean>;
}

/** A billing and/or delivery address of a customer. */
export function CustomerAddressForm({ idPrefix, title, initial, busy, onSave }: CustomerAddressFormProps) {
  const t = useTranslations('Admin.customers');
  const tList = useTranslations('Admin.list');
  const tCountry = useTranslations('Content.country');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CustomerAddressInput>({ resolver: zodResolver(customerAddressSchema), defaultValues: initial });
  const submit = handleSubmit(async (values) => {
    if ((await onSave(values)) && initial === emptyAddress) reset(emptyAddress);
  });
  const field = (
    name: Exclude<keyof CustomerAddressInput, 'is_billing' | 'is_delivery' | 'country'>,
    label: string,
  ) => (
    <TextField id={`${idPrefix}-${name}`} label={label} error={errors[name]?.message} {...register(name)} />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={title} className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-wrap gap-4 sm:col-span-2">
        <CheckboxField id={`${idPrefix}-billing`} label={t('billing')} {...register('is_billing')} />
        <CheckboxField id={`${idPrefix}-delivery`} label={t('delivery')} {...register('is_delivery')} />
        <FormFieldError id={`${idPrefix}-kind-error`} message={errors.is_delivery?.message} />
      </div>
      {field('company', t('addressCompany'))}
      {field('firstname', t('firstname'))}
      {field('lastname', t('lastname'))}
      {field('street', t('street'))}
      {field('city', t('city'))}
      {field('zip', t('zip'))}
      <div>
        <label htmlFor={`${idPrefix}-country`} className="mb-1 block text-sm font-medium">
          {t('country')}
        </label>
        <select
          id={`${idPrefix}-country`}
          className="w-full rounded border border-field bg-white px-3 py-2"
          {...register('country')}
        >
          <option value="CZ">{tCountry('CZ')}</option>
          <option value="SK">{tCountry('SK')}</option>
        </select>
      </div>
      {field('phone', t('phone'))}
      {field('email', t('email'))}
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} label={tList('save')} busyLabel={tList('saving')} />
      </div>
    </form>
  );
}
