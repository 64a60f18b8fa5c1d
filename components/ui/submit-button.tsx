interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
  /** Full width on every screen (narrow forms); otherwise full width on phones only. */
  block?: boolean;
}

/** A form's primary button, showing what it is doing while the form is sent. */
export function SubmitButton({ busy, label, busyLabel, disabled = false, block = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className={`${block ? 'w-full' : 'w-full sm:w-auto'} rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800`}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
