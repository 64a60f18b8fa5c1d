'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useApiErrorText } from '@/components/checkout/use-api-error-text';
import { isApiError, isUnauthorizedError } from '@/lib/api/errors';
import { useAcceptInvitation } from '@/lib/api/hooks/use-accept-invitation';

/**
 * An existing account accepts: at once when signed in as the invited address, otherwise by giving its
 * password (which signs them in).
 */
export function ExistingMemberAccept({
  token,
  email,
  signedIn,
}: {
  token: string;
  email: string;
  signedIn: boolean;
}) {
  const t = useTranslations('Invitation');
  const errorText = useApiErrorText();
  const accept = useAcceptInvitation();
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!signedIn && password === '') return setFailure(t('passwordRequired'));
    accept.mutate(signedIn ? { token } : { token, password }, {
      onError: (error) =>
        setFailure(
          isApiError(error) && isUnauthorizedError(error)
            ? t('wrongPassword')
            : errorText(error, t('failed')),
        ),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('acceptTitle')} className="flex flex-col gap-4">
      <p className="text-sm text-grey-700">{t(signedIn ? 'signedInIntro' : 'signInIntro', { email })}</p>
      {!signedIn && (
        <div>
          <label htmlFor={passwordId} className="mb-1 block text-sm font-medium">
            {t('password')}
          </label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className="w-full rounded border border-field px-3 py-2 focus:border-blue"
          />
        </div>
      )}
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
        {accept.isPending ? t('accepting') : t(signedIn ? 'accept' : 'signInAndAccept')}
      </button>
    </form>
  );
}
