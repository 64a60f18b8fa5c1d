'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useApiErrorText } from '@/components/checkout/use-api-error-text';
import { PasswordField } from '@/components/account/password-field';
import { TextField } from '@/components/ui/text-field';
import { newMemberFormSchema } from '@/lib/api/contract/b2b-users';
import { useAcceptInvitation } from '@/lib/api/hooks/use-accept-invitation';

interface NewMemberValues {
  firstname: string;
  lastname: string;
  password: string;
}

/** A person without an account: their name and a password, and they are signed in as the new member. */
export function NewMemberForm({ token, email }: { token: string; email: string }) {
  const t = useTranslations('Invitation');
  const errorText = useApiErrorText();
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<NewMemberValues>({
    resolver: zodResolver(newMemberFormSchema),
    defaultValues: { firstname: '', lastname: '', password: '' },
  });
  const typedPassword = useWatch({ control, name: 'password' });
  const submit = handleSubmit((values) => {
    setFailure(null);
    accept.mutate({ token, ...values }, { onError: (error) => setFailure(errorText(error, t('failed'))) });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('newAccountTitle')} className="flex flex-col gap-4">
      <p className="text-sm text-grey-700">{t('newAccountIntro', { email })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="invitation-firstname"
          label={t('firstname')}
          autoComplete="given-name"
          error={errors.firstname?.message}
          {...register('firstname')}
        />
        <TextField
          id="invitation-lastname"
          label={t('lastname')}
          autoComplete="family-name"
          error={errors.lastname?.message}
          {...register('lastname')}
        />
      </div>
      <PasswordField
        id="invitation-password"
        label={t('newPassword')}
        autoComplete="new-password"
        error={errors.password?.message}
        value={typedPassword}
        showRules
        {...register('password')}
      />
      {failure && (
        <p role="alert" className="text-sm text-red">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={accept.isPending}
        className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800"
      >
        {accept.isPending ? t('accepting') : t('createAndAccept')}
      </button>
    </form>
  );
}
