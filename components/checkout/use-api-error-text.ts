'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/lib/toast/toast';
import { isApiError } from '@/lib/api/errors';

/** Spec §8/§9: error toasts stay 10 s. */
const ERROR_TOAST_MS = 10_000;

/**
 * The shopper's words for a failed call: `ApiErrors.<code>` where the shop knows the code, else the
 * server's message (already in the request's language), else `fallback`.
 */
export function useApiErrorText() {
  const t = useTranslations('ApiErrors');
  return useCallback(
    (error: unknown, fallback: string): string => {
      if (!isApiError(error)) return fallback;
      const code = String(error.code);
      if (t.has(code as never)) return t(code as never);
      return error.hasServerMessage ? error.message : fallback;
    },
    [t],
  );
}

/** Toasts a failed checkout call in the shopper's words, unless the API client has already (a 401). */
export function useErrorToast() {
  const errorText = useApiErrorText();
  return useCallback(
    (error: unknown, fallback: string) => {
      if (isApiError(error) && error.toastShown) return;
      toast.error(errorText(error, fallback), { duration: ERROR_TOAST_MS });
    },
    [errorText],
  );
}
