'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormFailure } from '@/components/ui/form-failure';
import type { registerRequestSchema, RegisterRequest } from '@/lib/api/contract/account';
import type { AuthUser } from '@/lib/api/contract/auth';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiClient } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { Link } from '@/lib/i18n/navigation';
import { toast } from '@/lib/toast/toast';
import { fieldLabels, FormFields } from './form-fields';
import { PasswordField } from './password-field';
import { showServerFieldErrors } from './server-field-errors';
import { useSignedIn } from './use-signed-in';

type Output = z.output<typeof registerRequestSchema>;
const fieldNames = ['firstname', 'lastname', 'email', 'password', 'phone', 'terms_accepted'] as const;
const personFields = ['firstname', 'lastname', 'email', 'phone'] as const;
const linkClass = 'font-medium text-blue underline';

/** `/registrace`: a B2C account; the password rules show while typing; on success the customer is signed in. */
export function RegistrationForm() {
  const t = useTranslations('Registration');
  const signedIn = useSignedIn();
  const [emailTaken, setEmailTaken] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterRequest, unknown, Output>({
    resolver: lazyZodResolver<RegisterRequest, Output>(
      async () => (await import('@/lib/api/contract/account')).registerRequestSchema,
    ),
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      phone: '',
      newsletter: false,
      terms_accepted: false as unknown as true,
    },
  });
  const typedPassword = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setEmailTaken(false);
    try {
      const { data } = await apiClient.post<{ data: { user: AuthUser } }>('/api/auth/register', values);
      toast.success(t('welcome'));
      signedIn(data.user);
    } catch (error) {
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') setEmailTaken(true);
      else if (!showServerFieldErrors(error, fieldNames, setError)) {
        setFailure(isApiError(error) && error.hasServerMessage ? error.message : t('failed'));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')} className="space-y-4">
      <FormFields
        idPrefix="register"
        fields={personFields}
        labels={fieldLabels(t, personFields)}
        register={register}
        errors={errors}
      />
      {emailTaken && (
        <p role="alert" className="rounded border border-red bg-red/5 p-3 text-sm">
          {t.rich('emailTaken', {
            login: (chunks) => (
              <Link href="/login" className={linkClass}>
                {chunks}
              </Link>
            ),
            reset: (chunks) => (
              <Link href="/uzivatel/obnova-hesla" className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <PasswordField
        id="register-password"
        label={t('password')}
        autoComplete="new-password"
        showRules
        value={typedPassword}
        error={errors.password?.message}
        {...register('password')}
      />
      <CheckboxField id="register-newsletter" label={t('newsletter')} {...register('newsletter')} />
      <CheckboxField
        id="register-terms"
        label={t.rich('terms', {
          link: (chunks) => (
            <Link href="/obchodne-podmienky" target="_blank" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
        error={errors.terms_accepted?.message}
        {...register('terms_accepted')}
      />
      <FormFailure message={failure} />
      <SubmitButton busy={isSubmitting} label={t('submit')} busyLabel={t('sending')} />
    </form>
  );
}
