import type { UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api/errors';
import { decodeRule, type ValidationKey } from '@/lib/forms/rule-messages';
import type { CustomerFormValues } from './customer-form-values';

const validationKeys = new Set<ValidationKey>([
  'required',
  'email',
  'maxLength',
  'phone',
  'zip',
  'companyId',
  'vatId',
  'singleLine',
  'controlCharacter',
]);

/** The request's field names as the form calls them. */
const formPart: Record<string, string> = {
  billing_information: 'billing',
  delivery_address: 'delivery',
  company: 'company',
  note: 'note',
};

/**
 * A 400's `fields` (`billing_information.zip: ["zip"]`) shown under the form's fields, where the server
 * names a rule the form knows; the rest stays in the form's general message.
 */
export function applyServerFieldErrors(error: unknown, setError: UseFormSetError<CustomerFormValues>): void {
  if (!isApiError(error) || !error.fields) return;
  for (const [name, messages] of Object.entries(error.fields)) {
    const [part, ...rest] = name.split('.');
    const formName = part && formPart[part];
    const rule = decodeRule(messages[0]);
    if (!formName || !rule || !validationKeys.has(rule.key)) continue;
    const path = [formName, ...rest].join('.') as Parameters<typeof setError>[0];
    setError(path, { type: 'server', message: messages[0] });
  }
}
