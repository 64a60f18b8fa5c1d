'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormFailure } from '@/components/ui/form-failure';
import { TextField } from '@/components/ui/text-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiClient } from '@/lib/api/client';
import { type PasswordResetRequest, passwordResetRequestSchema } from '@/lib/api/contract/account';
import { isApiError } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';

type Output = z.output<typeof passwordResetRequestSchema>;

/** `/uzivatel/obnova-hesla`: asks for the reset link; the answer is the same for every address. */
export function LostPasswordForm() {
  const t = useTranslations('LostPassword');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequest, unknown, Output>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await apiClient.post('/api/auth/password-reset/request', { email });
      setSentTo(email);
    } catch (error) {
      setFailure(isApiError(error) && error.hasServerMessage ? error.message : t('failed'));
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="rounded-lg border border-grey-200 bg-grey-50 p-4">
        <h2 className="mb-2 text-lg font-semibold">{t('sentTitle')}</h2>
        <p>{t('sentText', { email: sentTo })}</p>
        <p className="mt-2 text-sm text-grey-700">{t('sentHint')}</p>
        <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <button
            type="button"
            className="font-medium text-blue underline"
            onClick={() => {
              reset({ email: '' });
              setSentTo(null);
            }}
          >
            {t('again')}
          </button>
          <Link href="/login" className="font-medium text-blue underline">
            {t('backToLogin')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')} className="space-y-4">
      <TextField
        id="lost-password-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormFailure message={failure} />
      <SubmitButton busy={isSubmitting} label={t('submit')} busyLabel={t('sending')} block />
      <Link href="/login" className="block text-sm text-blue hover:underline">
        {t('backToLogin')}
      </Link>
    </form>
  );
}
