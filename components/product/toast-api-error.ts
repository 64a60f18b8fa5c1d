import { toast } from '@/lib/toast/toast';
import { isApiError } from '@/lib/api/errors';

/** Spec §8/§9: error toasts stay 10 s. */

/**
 * The server's reason (already in the shopper's language, from X-User-Locale), or `fallback` when
 * none came; nothing when the API client has toasted this error already (a 401).
 */
export function toastApiError(error: unknown, fallback: string): void {
  if (isApiError(error) && error.toastShown) return;
  const message = isApiError(error) && error.hasServerMessage ? error.message : fallback;
  toast.error(message);
}
