'use client';

import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FormFieldError } from '@/components/ui/form-field-error';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select with its translated validation message. */
export function SelectField({ id, label, error, children, ...select }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full rounded border border-field bg-white px-3 py-2 focus:border-blue"
        {...select}
      >
        {children}
      </select>
      <FormFieldError id={errorId} message={error} />
    </div>
  );
}

interface CountrySelectProps extends Omit<SelectFieldProps, 'children' | 'label'> {
  labels: { country: string; CZ: string; SK: string };
}

/** The two countries the shops deliver to. */
export function CountrySelect({ labels, ...select }: CountrySelectProps) {
  return (
    <SelectField label={labels.country} {...select}>
      <option value="CZ">{labels.CZ}</option>
      <option value="SK">{labels.SK}</option>
    </SelectField>
  );
}
