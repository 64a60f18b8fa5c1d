'use client';

import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';

/** How each common field of the account forms is typed and filled in by the browser. */
const inputs = {
  firstname: { autoComplete: 'given-name' },
  lastname: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { autoComplete: 'organization' },
  street: { autoComplete: 'street-address' },
  city: { autoComplete: 'address-level2' },
  zip: { inputMode: 'numeric', autoComplete: 'postal-code' },
} as const;

export type CommonField = keyof typeof inputs;

interface FormFieldsProps<T extends FieldValues> {
  idPrefix: string;
  fields: readonly (CommonField & Path<T>)[];
  labels: Partial<Record<CommonField, string>>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Fields that take both columns of the form's grid. */
  wide?: readonly CommonField[];
}

/** Text inputs of fields the account forms share (names, contact, address lines), in the given order. */
export function FormFields<T extends FieldValues>({
  idPrefix,
  fields,
  labels,
  register,
  errors,
  wide = [],
}: FormFieldsProps<T>) {
  return fields.map((field) => {
    const message = errors[field]?.message;
    return (
      <div key={field} className={wide.includes(field) ? 'sm:col-span-2' : undefined}>
        <TextField
          id={`${idPrefix}-${field}`}
          label={labels[field] ?? field}
          error={typeof message === 'string' ? message : undefined}
          {...inputs[field]}
          {...register(field)}
        />
      </div>
    );
  });
}

/** The labels of `fields` from a form's own message namespace (each has keys named like the fields). */
export function fieldLabels<K extends CommonField>(
  t: (key: K) => string,
  fields: readonly K[],
): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field, t(field)])) as Record<K, string>;
}
