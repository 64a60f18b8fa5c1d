'use client';

import { useEffect } from 'react';
import { toast } from '@/lib/toast/toast';

export const ERROR_MESSAGE_PARAM = 'show_error_message';

/** Spec §4: `?show_error_message=…` on load shows an error toast for 10 s and leaves the URL. */
export function useErrorMessageParam(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const message = url.searchParams.get(ERROR_MESSAGE_PARAM);
    if (message === null) return;
    url.searchParams.delete(ERROR_MESSAGE_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (message.trim()) toast.error(message);
  }, []);
}
