'use client';

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormFieldError } from './form-field-error';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: ReactNode;
  /** The encoded rule of the first failing check (lib/forms/rules.ts). */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label (which may hold a link), a hint and its translated validation message. */
export function CheckboxField({ id, label, error, hint, ...input }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 shrink-0"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 ml-6 text-xs text-grey-600">
          {hint}
        </p>
      )}
      <FormFieldError id={errorId} message={error} />
    </div>
  );
}
