'use client';

import type { Ref, TextareaHTMLAttributes } from 'react';
import { FormFieldError } from '@/components/ui/form-field-error';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  /** The encoded rule of the first failing check (lib/forms/rules.ts). */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input of an admin form, with its hint and translated validation message. */
export function TextareaField({ id, label, error, hint, rows = 4, ...textarea }: TextareaFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="w-full rounded border border-field px-3 py-2 focus:border-blue"
        {...textarea}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-grey-600">
          {hint}
        </p>
      )}
      <FormFieldError id={errorId} message={error} />
    </div>
  );
}
