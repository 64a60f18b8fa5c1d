import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-checks';

export { PASSWORD_MIN, passwordRuleChecks, type PasswordRule } from './password-checks';

/** A password a user chooses (registration, reset, change): the first failing rule is its message. */
export function newPassword() {
  return z
    .string('required')
    .min(1, { message: 'required', abort: true })
    .min(PASSWORD_MIN, { message: `passwordTooShort|${PASSWORD_MIN}`, abort: true })
    .max(PASSWORD_MAX, { message: `maxLength|${PASSWORD_MAX}`, abort: true })
    .refine((password) => !isCommonPassword(password), 'passwordCommon');
}
