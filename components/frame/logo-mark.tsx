interface LogoMarkProps {
  /** The accessible name: the shop's name. */
  title: string;
  /** The B2B shop's variant (spec §1): the same drawing on the brand blue. */
  b2b?: boolean;
  className?: string;
}

/**
 * The shop's mark: a plate between a fork and a knife, drawn inline so that it is sharp at any size and
 * costs no request above the fold. The same drawing as /static/logo.svg and the favicon (app/icon.svg).
 */
export function LogoMark({ title, b2b = false, className }: LogoMarkProps) {
  return (
    <svg viewBox="0 0 48 48" role="img" aria-label={title} className={className}>
      <rect width="48" height="48" rx="11" fill={b2b ? '#1565c0' : '#0b2a4a'} />
      <circle cx="24" cy="24.5" r="10.5" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="24" cy="24.5" r="6" fill="none" stroke={b2b ? '#e3f0fb' : '#5b9bd5'} strokeWidth="1.6" />
      <path
        fill="#e3f0fb"
        d="M5.5 10h1.4v6h.9v-6h1.4v6h.9v-6h1.4v7.2a2.6 2.6 0 0 1-1.9 2.5V38h-2.2V19.7a2.6 2.6 0 0 1-1.9-2.5z"
      />
      <path fill="#e3f0fb" d="M42.5 10c-3 1.4-4.6 5.2-4.6 10.4v5h2.2V38h2.4z" />
    </svg>
  );
}
