'use client';

import { useTranslations } from 'next-intl';
import { useState, type FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast/toast';
import { TextField } from '@/components/ui/text-field';
import { isApiError, isUnauthorizedError } from '@/lib/api/errors';
import { useAuthActions } from '@/lib/api/hooks/use-auth-actions';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import type { LoginFormValues } from '@/lib/forms/login-form';
import { hardNavigate } from '@/lib/hooks/hard-navigate';
import { useRouter } from '@/lib/i18n/navigation';
import { nextPathFrom } from '@/lib/navigation';

const INVALID_CREDENTIALS = 'Invalid credentials.';

interface LoginFormProps {
  idPrefix: string;
  /** Go to the page's `next` parameter, else home, after a login that needs no customer selection. */
  goHomeAfterLogin?: boolean;
  onFocusChange?: (focused: boolean) => void;
  onSignedIn?: () => void;
}

/** Spec §4/§5/§8: PENDING → SENDING → PENDING, first failing rule per field, translated failures. */
export function LoginForm({ idPrefix, goHomeAfterLogin = false, onFocusChange, onSignedIn }: LoginFormProps) {
  const t = useTranslations('Login');
  const router = useRouter();
  const { login } = useAuthActions();
  const [status, setStatus] = useState<'PENDING' | 'SENDING'>('PENDING');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: lazyZodResolver(async () => (await import('@/lib/forms/login-form')).loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setStatus('SENDING');
    setFailure(null);
    try {
      const user = await login(email, password);
      setStatus('PENDING');
      onSignedIn?.();
      const next = goHomeAfterLogin ? nextPathFrom(window.location.search) : null;
      if (user.must_select_customer) router.push('/b2b/vyberte-zakaznika');
      else if (next) return hardNavigate(next);
      else if (goHomeAfterLogin) router.push('/');
      router.refresh();
    } catch (error) {
      setStatus('PENDING');
      const message = loginFailureMessage(error, t('cannotLogin'), t('serverUnavailable'));
      setFailure(message);
      if (!(isApiError(error) && error.toastShown)) toast.error(message);
    }
  });

  const focusProps = {
    onFocus: () => onFocusChange?.(true),
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) onFocusChange?.(false);
    },
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('title')} {...focusProps}>
      <TextField
        id={`${idPrefix}-email`}
        label={t('email')}
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id={`${idPrefix}-password`}
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {failure && (
        <p role="alert" className="text-sm text-red">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={status === 'SENDING'}
        className="w-full rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800"
      >
        {status === 'SENDING' ? t('sending') : t('submit')}
      </button>
    </form>
  );
}

/** Spec §8: "Invalid credentials." becomes the translated text, any other server message is shown as given. */
function loginFailureMessage(error: unknown, cannotLogin: string, unavailable: string): string {
  if (!isApiError(error)) return unavailable;
  if (isUnauthorizedError(error) && (!error.hasServerMessage || error.message === INVALID_CREDENTIALS)) {
    return cannotLogin;
  }
  if (error.status === 0 || error.status >= 500) return unavailable;
  return error.hasServerMessage ? error.message : cannotLogin;
}
