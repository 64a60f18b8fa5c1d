import { Fragment, type ReactNode } from 'react';

/** The API description's texts mark code with backticks: `X-Channel-Id` becomes <code>. */
export function InlineCode({ text }: { text: string }): ReactNode {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="rounded bg-grey-100 px-1">
        {part}
      </code>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
