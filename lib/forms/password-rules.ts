import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { PASSWORD_MAX } from './rules';

/** domain.md: at least 8 characters, and none of the most common passwords. */
export const PASSWORD_MIN = 8;

export type PasswordRule = 'length' | 'notCommon';

/** Each strength rule and whether the password meets it: the list the forms show while typing. */
export function passwordRuleChecks(password: string): Record<PasswordRule, boolean> {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    notCommon: password.length > 0 && !isCommonPassword(password),
  };
}

/** A password a user chooses (registration, reset, change): the first failing rule is its message. */
export function newPassword() {
  return z
    .string('required')
    .min(1, { message: 'required', abort: true })
    .min(PASSWORD_MIN, { message: `passwordTooShort|${PASSWORD_MIN}`, abort: true })
    .max(PASSWORD_MAX, { message: `maxLength|${PASSWORD_MAX}`, abort: true })
    .refine((password) => !isCommonPassword(password), 'passwordCommon');
}
