'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormFailure } from '@/components/ui/form-failure';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiClient } from '@/lib/api/client';
import { type PasswordResetConfirm, passwordResetConfirmSchema } from '@/lib/api/contract/account';
import type { AuthUser } from '@/lib/api/contract/auth';
import { isApiError } from '@/lib/api/errors';
import { toast } from '@/lib/toast/toast';
import { InvalidResetLink } from './invalid-reset-link';
import { PasswordField } from './password-field';
import { showServerFieldErrors } from './server-field-errors';
import { useSignedIn } from './use-signed-in';

type Output = z.output<typeof passwordResetConfirmSchema>;

/** The new password of a reset link; once saved, every session ends and this browser is signed in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('ResetPassword');
  const signedIn = useSignedIn();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetConfirm, unknown, Output>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token, password: '' },
  });
  const typedPassword = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await apiClient.post<{ data: { user: AuthUser } }>('/api/auth/password-reset', values);
      toast.success(t('done'));
      signedIn(data.user);
    } catch (error) {
      if (isApiError(error) && error.code === 'RESET_TOKEN_INVALID') setLinkInvalid(true);
      else if (!showServerFieldErrors(error, ['password'], setError)) {
        setFailure(isApiError(error) && error.hasServerMessage ? error.message : t('failed'));
      }
    }
  });

  if (linkInvalid) return <InvalidResetLink />;

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')} className="space-y-4">
      <PasswordField
        id="reset-password"
        label={t('password')}
        autoComplete="new-password"
        showRules
        value={typedPassword}
        error={errors.password?.message}
        {...register('password')}
      />
      <FormFailure message={failure} />
      <SubmitButton busy={isSubmitting} label={t('submit')} busyLabel={t('sending')} block />
    </form>
  );
}
