/*
 * Decoding a rule message needs no zod: the forms' error texts import it from here, so a page loads zod
 * only with its first validation (lib/forms/lazy-zod-resolver.ts).
 */

export type ValidationKey =
  | 'required'
  | 'email'
  | 'maxLength'
  | 'minLength'
  | 'consent'
  | 'phone'
  | 'zip'
  | 'companyId'
  | 'vatId'
  | 'terms'
  | 'termsAccount'
  | 'passwordTooShort'
  | 'passwordCommon'
  | 'currentPasswordWrong'
  | 'emailTaken'
  | 'companyIdDigits'
  | 'companyIdChecksum'
  | 'vatIdCz'
  | 'vatIdSk'
  | 'addressKind'
  | 'businessType'
  | 'slug'
  | 'slugTaken'
  | 'codeTaken'
  | 'variantCode'
  | 'ean'
  | 'wholeNumber'
  | 'atLeast'
  | 'atMost'
  | 'price'
  | 'imageType'
  | 'imageTooLarge'
  | 'iconName'
  | 'parentCycle'
  | 'productCode'
  | 'singleLine'
  | 'controlCharacter'
  | 'ibanFormat'
  | 'ibanChecksum'
  | 'returnLines'
  | 'returnReason';

export function decodeRule(message: string | undefined): { key: ValidationKey; max?: number } | null {
  if (!message) return null;
  const [key, bound] = message.split('|');
  return { key: key as ValidationKey, ...(bound ? { max: Number(bound) } : {}) };
}
