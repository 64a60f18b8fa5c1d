'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/lib/toast/toast';
import { isApiError } from '@/lib/api/errors';

/** Codes whose server message carries what the catalogue's text cannot (the code's minimum order, an amount). */
const SERVER_WORDED = new Set(['DISCOUNT_CODE_MINIMUM_ORDER']);

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
      if (SERVER_WORDED.has(code) && error.hasServerMessage) return error.message;
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
      toast.error(errorText(error, fallback));
    },
    [errorText],
  );
}
