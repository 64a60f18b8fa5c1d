'use client';

import { type InputHTMLAttributes, useState } from 'react';

interface ScaledNumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  /** The form's value: minor units when `scale` is 100, the number itself when 1; null when empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  scale: 1 | 100;
}

function shown(value: number | null, scale: number): string {
  if (value === null || Number.isNaN(value)) return '';
  return scale === 1 ? String(value) : (value / scale).toFixed(2).replace(/\.00$/, '');
}

/**
 * A number typed as people write money (125,50) and kept in the form in minor units (12550); a text that
 * is no number becomes NaN, which the form's schema refuses with its own message.
 */
export function ScaledNumberInput({ value, onChange, scale, ...input }: ScaledNumberInputProps) {
  const [text, setText] = useState(() => shown(value, scale));
  return (
    <input
      {...input}
      type="text"
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const normalized = typed.trim().replace(/\s/g, '').replace(',', '.');
        if (normalized === '') onChange(null);
        else
          onChange(
            /^\d+(\.\d{1,2})?$/.test(normalized) ? Math.round(Number(normalized) * scale) : Number.NaN,
          );
      }}
    />
  );
}
