import { isCommonPassword } from './common-passwords';

/*
 * The password rules a form shows while the user types, without zod: the registration page then loads
 * zod only with its first validation (password-rules.ts holds the schema).
 */

/** domain.md: at least 8 characters, and none of the most common passwords. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;

export type PasswordRule = 'length' | 'notCommon';

/** Each strength rule and whether the password meets it: the list the forms show while typing. */
export function passwordRuleChecks(password: string): Record<PasswordRule, boolean> {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    notCommon: password.length > 0 && !isCommonPassword(password),
  };
}
