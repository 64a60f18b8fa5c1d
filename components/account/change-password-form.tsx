'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiClient } from '@/lib/api/client';
import { type ChangePasswordRequest, changePasswordRequestSchema } from '@/lib/api/contract/account';
import { toast } from '@/lib/toast/toast';
import { PasswordField } from './password-field';
import { showServerFieldErrors } from './server-field-errors';

type Output = z.output<typeof changePasswordRequestSchema>;
const fieldNames = ['current_password', 'new_password'] as const;

/** A new password given the current one; the other devices are signed out. */
export function ChangePasswordForm() {
  const t = useTranslations('AccountSettings');
  const toastError = useErrorToast();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordRequest, unknown, Output>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { current_password: '', new_password: '' },
  });
  const typedPassword = useWatch({ control, name: 'new_password' });

  const submit = handleSubmit(async (values) => {
    try {
      await apiClient.put('/api/user/change-password', values);
      reset();
      toast.success(t('passwordChanged'));
    } catch (error) {
      if (!showServerFieldErrors(error, fieldNames, setError)) toastError(error, t('passwordFailed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-title" className="space-y-4">
      <h2 id="password-title" className="text-xl font-semibold">
        {t('passwordTitle')}
      </h2>
      <p className="text-sm text-grey-700">{t('passwordIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          id="current-password"
          label={t('currentPassword')}
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordField
          id="new-password"
          label={t('newPassword')}
          autoComplete="new-password"
          showRules
          value={typedPassword}
          error={errors.new_password?.message}
          {...register('new_password')}
        />
      </div>
      <SubmitButton busy={isSubmitting} label={t('changePassword')} busyLabel={t('changingPassword')} />
    </form>
  );
}
