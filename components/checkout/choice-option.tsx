import type { ReactNode } from 'react';
import { onChoiceKeyDown } from './choice-keys';

interface ChoiceOptionProps {
  /** The radio group's name; the option's id is `<name>-<value>`. */
  name: string;
  value: number;
  label: string;
  price: string;
  description: string;
  checked: boolean;
  onPick: () => void;
  children?: ReactNode;
}

/** One shipping or payment to choose: a radio with its name, price and description. */
export function ChoiceOption({
  name,
  value,
  label,
  price,
  description,
  checked,
  onPick,
  children,
}: ChoiceOptionProps) {
  const inputId = `${name}-${value}`;
  return (
    <li className={`rounded border p-3 ${checked ? 'border-blue' : 'border-grey-200'}`}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="radio"
          name={name}
          className="mt-1 size-4"
          checked={checked}
          onChange={onPick}
          onKeyDown={(event) => onChoiceKeyDown(event, onPick)}
          aria-describedby={description ? `${inputId}-description` : undefined}
        />
        <label htmlFor={inputId} className="flex flex-1 flex-wrap justify-between gap-2">
          <span className="font-medium">{label}</span>
          <span className="font-semibold">{price}</span>
        </label>
      </div>
      {description && (
        <p id={`${inputId}-description`} className="mt-1 ml-7 text-sm text-grey-600">
          {description}
        </p>
      )}
      {children}
    </li>
  );
}
