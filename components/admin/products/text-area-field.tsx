'use client';

import type { Ref, TextareaHTMLAttributes } from 'react';
import { FormFieldError } from '@/components/ui/form-field-error';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text with its translated validation message. */
export function TextAreaField({ id, label, error, ...textarea }: TextAreaFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full rounded border border-grey-300 px-3 py-2 focus:border-blue"
        {...textarea}
      />
      <FormFieldError id={errorId} message={error} />
    </div>
  );
}
