'use client';

import { useState } from 'react';
import { FormFieldError } from '@/components/ui/form-field-error';

interface MoneyFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** Minor units (haléře, cents); null when empty. */
  value: number | null;
  onChange: (minor: number | null) => void;
  onBlur: () => void;
  error?: string;
}

function toMajor(value: number | null): string {
  return value === null || Number.isNaN(value) ? '' : (value / 100).toFixed(2);
}

/** A price typed in crowns or euros (comma or dot) and kept in minor units; what cannot be read is NaN. */
function toMinor(text: string): number | null {
  const cleaned = text.replace(/\s/g, '').replace(',', '.');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

export function MoneyField({ id, label, hint, value, onChange, onBlur, error }: MoneyFieldProps) {
  const [text, setText] = useState(() => toMajor(value));
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="w-full rounded border border-field px-3 py-2 focus:border-blue"
        onChange={(event) => {
          setText(event.target.value);
          onChange(toMinor(event.target.value));
        }}
        onBlur={onBlur}
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
