'use client';

import { useId, useState } from 'react';

interface FacetCheckboxProps {
  label: string;
  count: number;
  checked: boolean;
  onChange: () => void;
}

/**
 * A value with the number of products it would show; a value that would show none is disabled. The box
 * flips at once and follows the server's answer (the URL) when it arrives.
 */
export function FacetCheckbox({ label, count, checked, onChange }: FacetCheckboxProps) {
  const id = useId();
  const [shown, setShown] = useState(checked);
  const [applied, setApplied] = useState(checked);
  if (applied !== checked) {
    setApplied(checked);
    setShown(checked);
  }
  const disabled = count === 0 && !checked;
  return (
    <div className="flex items-center gap-2 py-1">
      <input
        id={id}
        type="checkbox"
        checked={shown}
        disabled={disabled}
        onChange={() => {
          setShown(!shown);
          onChange();
        }}
        className="size-4 accent-blue"
      />
      <label htmlFor={id} className={`flex-1 text-sm ${disabled ? 'text-grey-600' : 'text-grey-900'}`}>
        {label} <span className="text-grey-600">({count})</span>
      </label>
    </div>
  );
}
