import { z } from 'zod';
import { isOneLine, isPlainText } from './plain-text';
import { PASSWORD_MAX } from './password-checks';

/**
 * Spec §5: a form shows only the first failing rule of a field, as a translation key with its bound
 * substituted. Rule messages are encoded as `key` or `key|bound` and decoded by `validationMessage`.
 */
export const EMAIL_MAX = 200;
export { PASSWORD_MAX };

export function requiredEmail() {
  return z.string().trim().min(1, 'required').max(EMAIL_MAX, `maxLength|${EMAIL_MAX}`).pipe(z.email('email'));
}

export function requiredText(max: number) {
  return z.string().min(1, 'required').max(max, `maxLength|${max}`);
}

export { decodeRule, type ValidationKey } from './rule-messages';

/** Required text without the spaces around it (only spaces is empty). */
export function requiredTrimmedText(max: number) {
  return z.string().trim().min(1, 'required').max(max, `maxLength|${max}`);
}

/** Optional text: empty is allowed, longer than `max` is not. */
export function optionalText(max: number) {
  return z.string().trim().max(max, `maxLength|${max}`);
}

/** A required line of text (a name, an address line): no line breaks or other control characters. */
export function requiredLine(max: number) {
  return requiredTrimmedText(max).refine(isOneLine, 'singleLine');
}

/** An optional line of text (a company name, a phone): no line breaks or other control characters. */
export function optionalLine(max: number) {
  return optionalText(max).refine(isOneLine, 'singleLine');
}

/** An optional note of several lines: line breaks and tabs, but no other control characters. */
export function optionalNote(max: number) {
  return optionalText(max).refine(isPlainText, 'controlCharacter');
}

/** A phone number as people type it: digits, spaces, an optional leading +, 9 to 15 digits. */
export function requiredPhone() {
  return requiredText(PHONE_MAX)
    .trim()
    .regex(/^\+?[\d ]{9,20}$/, 'phone')
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 9 && digits <= 15;
    }, 'phone');
}

/** Czech and Slovak postcodes: five digits, optionally `123 45`. */
export function requiredZip() {
  return z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\d{3} ?\d{2}$/, 'zip');
}

/** IČO: eight digits (older Slovak ones have six). */
export function requiredCompanyId() {
  return z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^(\d{6}|\d{8})$/, 'companyId');
}

/** DIČ (CZ12345678, 1234567890) or IČ DPH (SK1234567890); empty when the company has none. */
export function optionalVatId() {
  return z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^((CZ)?\d{8,10}|(SK)?\d{10})?$/, 'vatId');
}

export const PHONE_MAX = 20;
export const NAME_MAX = 100;
export const STREET_MAX = 200;
export const CITY_MAX = 100;
export const COMPANY_NAME_MAX = 200;
export const NOTE_MAX = 1000;
