'use client';

import type { InputHTMLAttributes, Ref } from 'react';
import { FormFieldError } from './form-field-error';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The encoded rule of the first failing check (lib/forms/rules.ts). */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Spec §9 layout sizes: the phone input is 43 px high (the other inputs keep their padding's height). */
const PHONE_INPUT_HEIGHT = 'h-[43px]';

/** A labelled input with its translated validation message, wired for screen readers. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`w-full rounded border border-field px-3 py-2 focus:border-blue ${input.type === 'tel' ? PHONE_INPUT_HEIGHT : ''}`}
        {...input}
      />
      <FormFieldError id={errorId} message={error} />
    </div>
  );
}
