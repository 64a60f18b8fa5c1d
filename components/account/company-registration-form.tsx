'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormFieldError } from '@/components/ui/form-field-error';
import { FormFailure } from '@/components/ui/form-failure';
import { TextField } from '@/components/ui/text-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiClient } from '@/lib/api/client';
import {
  businessTypes,
  type CompanyRegistrationRequest,
  companyRegistrationRequestSchema,
} from '@/lib/api/contract/company-registration';
import { isApiError } from '@/lib/api/errors';
import type { CountryCode } from '@/lib/config/channels';
import { Link } from '@/lib/i18n/navigation';
import { fieldLabels, FormFields } from './form-fields';
import { CountrySelect, SelectField } from './select-field';
import { showServerFieldErrors } from './server-field-errors';

type Output = z.output<typeof companyRegistrationRequestSchema>;
const fieldNames = [
  'company_name',
  'company_id',
  'vat_id',
  'street',
  'city',
  'zip',
  'country',
  'firstname',
  'lastname',
  'email',
  'phone',
  'business_type',
  'note',
] as const;

const addressFields = ['street', 'city', 'zip'] as const;
const contactFields = ['firstname', 'lastname', 'email', 'phone'] as const;
const sectionClass = 'grid gap-4 rounded-lg border border-grey-200 p-4 sm:grid-cols-2';

/** The `/pro-firmy` application: company, registered address, contact person; a confirmation follows. */
export function CompanyRegistrationForm({ defaultCountry }: { defaultCountry: CountryCode }) {
  const t = useTranslations('CompanyRegistration');
  const [done, setDone] = useState<{ company: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyRegistrationRequest, unknown, Output>({
    resolver: zodResolver(companyRegistrationRequestSchema),
    defaultValues: {
      company_name: '',
      company_id: '',
      vat_id: '',
      is_vat_payer: false,
      street: '',
      city: '',
      zip: '',
      country: defaultCountry,
      firstname: '',
      lastname: '',
      email: '',
      phone: '',
      business_type: '' as Output['business_type'],
      note: '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiClient.post('/api/company-registration', values);
      setDone({ company: values.company_name, email: values.email });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      if (!showServerFieldErrors(error, fieldNames, setError)) {
        setFailure(isApiError(error) && error.hasServerMessage ? error.message : t('failed'));
      }
    }
  });

  if (done) {
    return (
      <div role="status" className="rounded-lg border border-green bg-green/5 p-4 sm:p-6">
        <h2 className="mb-2 text-xl font-semibold text-dark-green">{t('doneTitle')}</h2>
        <p>{t('doneText', done)}</p>
        <p className="mt-2 text-grey-700">{t('doneNext')}</p>
        <Link href="/" className="mt-4 inline-block font-medium text-blue underline">
          {t('continueShopping')}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('formTitle')} className="space-y-4">
      <fieldset className={sectionClass}>
        <legend className="px-1 font-semibold">{t('companySection')}</legend>
        <div className="sm:col-span-2">
          <TextField
            id="company-name"
            label={t('companyName')}
            autoComplete="organization"
            error={errors.company_name?.message}
            {...register('company_name')}
          />
        </div>
        <TextField
          id="company-id"
          label={t('companyId')}
          inputMode="numeric"
          error={errors.company_id?.message}
          {...register('company_id')}
        />
        <div>
          <TextField
            id="company-vat-id"
            label={t('vatId')}
            error={errors.vat_id?.message}
            {...register('vat_id')}
          />
          <p id="company-vat-id-hint" className="mt-1 text-xs text-grey-600">
            {t('vatIdHint')}
          </p>
        </div>
        <div className="sm:col-span-2">
          <CheckboxField id="company-vat-payer" label={t('isVatPayer')} {...register('is_vat_payer')} />
        </div>
        <SelectField
          id="company-business-type"
          label={t('businessType')}
          error={errors.business_type?.message}
          {...register('business_type')}
        >
          <option value="">{t('chooseBusinessType')}</option>
          {businessTypes.map((type) => (
            <option key={type} value={type}>
              {t(`businessTypes.${type}`)}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className={sectionClass}>
        <legend className="px-1 font-semibold">{t('addressSection')}</legend>
        <FormFields
          idPrefix="company"
          fields={addressFields}
          labels={fieldLabels(t, addressFields)}
          register={register}
          errors={errors}
          wide={['street']}
        />
        <CountrySelect
          id="company-country"
          labels={{ country: t('country'), CZ: t('countryCZ'), SK: t('countrySK') }}
          error={errors.country?.message}
          {...register('country')}
        />
      </fieldset>
      <fieldset className={sectionClass}>
        <legend className="px-1 font-semibold">{t('contactSection')}</legend>
        <FormFields
          idPrefix="company"
          fields={contactFields}
          labels={fieldLabels(t, contactFields)}
          register={register}
          errors={errors}
        />
        <div className="sm:col-span-2">
          <label htmlFor="company-note" className="mb-1 block text-sm font-medium">
            {t('note')}
          </label>
          <textarea
            id="company-note"
            rows={3}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? 'company-note-error' : undefined}
            className="w-full rounded border border-field px-3 py-2 focus:border-blue"
            {...register('note')}
          />
          <FormFieldError id="company-note-error" message={errors.note?.message} />
        </div>
      </fieldset>
      <FormFailure message={failure} />
      <SubmitButton busy={isSubmitting} label={t('submit')} busyLabel={t('sending')} />
    </form>
  );
}
