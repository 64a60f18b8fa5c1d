import { z } from 'zod';

/**
 * Spec §5: a form shows only the first failing rule of a field, as a translation key with its bound
 * substituted. Rule messages are encoded as `key` or `key|bound` and decoded by `validationMessage`.
 */
export const EMAIL_MAX = 200;
export const PASSWORD_MAX = 100;

export function requiredEmail() {
  return z.string().trim().min(1, 'required').max(EMAIL_MAX, `maxLength|${EMAIL_MAX}`).pipe(z.email('email'));
}

export function requiredText(max: number) {
  return z.string().min(1, 'required').max(max, `maxLength|${max}`);
}

export type ValidationKey = 'required' | 'email' | 'maxLength' | 'consent';

export function decodeRule(message: string | undefined): { key: ValidationKey; max?: number } | null {
  if (!message) return null;
  const [key, bound] = message.split('|');
  return { key: key as ValidationKey, ...(bound ? { max: Number(bound) } : {}) };
}
