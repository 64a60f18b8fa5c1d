'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { toast } from '@/lib/toast/toast';

/**
 * Runs an admin write: success is toasted and the server-rendered page is read again (lists, counts);
 * a failure is toasted in the user's words and the page stays as it was. Answers whether it succeeded.
 */
export function useAdminAction() {
  const router = useRouter();
  const toastError = useErrorToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (
      call: () => Promise<unknown>,
      messages: { success: string; failure: string },
    ): Promise<boolean> => {
      setBusy(true);
      try {
        await call();
        toast.success(messages.success);
        router.refresh();
        return true;
      } catch (error) {
        toastError(error, messages.failure);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [router, toastError],
  );
  return { run, busy };
}
