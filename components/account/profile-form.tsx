'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/text-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiClient } from '@/lib/api/client';
import { type ProfileRequest, profileRequestSchema } from '@/lib/api/contract/account';
import type { AuthUser } from '@/lib/api/contract/auth';

import { sessionUserQueryKey } from '@/lib/api/query-keys';
import { useRouter } from '@/lib/i18n/navigation';
import { toast } from '@/lib/toast/toast';
import { fieldLabels, FormFields } from './form-fields';
import { showServerFieldErrors } from './server-field-errors';

type Output = z.output<typeof profileRequestSchema>;
const nameFields = ['firstname', 'lastname'] as const;
const phoneField = ['phone'] as const;
const fieldNames = ['firstname', 'lastname', 'phone'] as const;

/** Name, phone, newsletter and the price display of the signed-in user (`PUT /api/user/profile`). */
export function ProfileForm({ email, initial }: { email: string; initial: ProfileRequest }) {
  const t = useTranslations('AccountSettings');
  const queryClient = useQueryClient();
  const router = useRouter();
  const toastError = useErrorToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileRequest, unknown, Output>({
    resolver: zodResolver(profileRequestSchema),
    defaultValues: initial,
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { user } = await apiClient.put<{ user: AuthUser }>('/api/user/profile', values);
      queryClient.setQueryData(sessionUserQueryKey, user);
      reset(values);
      toast.success(t('saved'));
      // Prices on the page follow the price display.
      router.refresh();
    } catch (error) {
      if (!showServerFieldErrors(error, fieldNames, setError)) toastError(error, t('saveFailed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-title" className="space-y-4">
      <h2 id="profile-title" className="text-xl font-semibold">
        {t('profileTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormFields
          idPrefix="profile"
          fields={nameFields}
          labels={fieldLabels(t, nameFields)}
          register={register}
          errors={errors}
        />
        <TextField id="profile-email" label={t('email')} type="email" value={email} readOnly disabled />
        <FormFields
          idPrefix="profile"
          fields={phoneField}
          labels={fieldLabels(t, phoneField)}
          register={register}
          errors={errors}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold">{t('preferencesTitle')}</legend>
        <CheckboxField
          id="profile-newsletter"
          label={t('newsletter')}
          {...register('is_registered_for_newsletter')}
        />
        <CheckboxField
          id="profile-net-prices"
          label={t('showPriceWithoutVat')}
          hint={t('showPriceWithoutVatHint')}
          {...register('show_price_without_vat')}
        />
      </fieldset>
      <SubmitButton busy={isSubmitting} label={t('save')} busyLabel={t('saving')} disabled={!isDirty} />
    </form>
  );
}
