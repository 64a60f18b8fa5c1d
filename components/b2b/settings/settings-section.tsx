import type { ReactNode } from 'react';

/** A titled block of the account settings. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded border border-grey-200 p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-dark-blue">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs, two columns from the tablet up. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-grey-700">{label}</dt>
          <dd className="mb-2 font-medium break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
