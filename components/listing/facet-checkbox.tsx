'use client';

import { useId } from 'react';

interface FacetCheckboxProps {
  label: string;
  count: number;
  checked: boolean;
  onChange: () => void;
}

/** A value with the number of products it would show; a value that would show none is disabled. */
export function FacetCheckbox({ label, count, checked, onChange }: FacetCheckboxProps) {
  const id = useId();
  const disabled = count === 0 && !checked;
  return (
    <div className="flex items-center gap-2 py-1">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="size-4 accent-blue"
      />
      <label htmlFor={id} className={`flex-1 text-sm ${disabled ? 'text-grey-500' : 'text-grey-900'}`}>
        {label} <span className="text-grey-600">({count})</span>
      </label>
    </div>
  );
}
