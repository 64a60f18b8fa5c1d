import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api/errors';
import { decodeRule } from '@/lib/forms/rule-messages';

/**
 * A 4xx answer's `fields` (`email: ["emailTaken"]`) shown under the form's own fields of the same
 * name; answers whether any was shown, so the caller can fall back to a general message.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let shown = false;
  for (const name of fieldNames) {
    const message = error.fields[name]?.[0];
    if (!message || !decodeRule(message)) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
