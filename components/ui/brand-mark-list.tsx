import type { BrandMark } from '@/lib/config/brand-marks';

interface BrandMarkListProps {
  /** The list's accessible name (carriers, payment cards). */
  label: string;
  marks: readonly BrandMark[];
  /** The marks' height (their width follows): 'md' in the footer, 'sm' beside an option's name. */
  size?: 'sm' | 'md';
  className?: string;
}

const heights = { sm: 'h-6', md: 'h-8' } as const;

/** Carrier or card marks as images named by the brand; the SVGs are the shop's own files (CSP: img-src 'self'). */
export function BrandMarkList({ label, marks, size = 'md', className = '' }: BrandMarkListProps) {
  return (
    <ul aria-label={label} className={`flex flex-wrap items-center gap-2 ${className}`}>
      {marks.map((mark) => (
        <li key={mark.name} className="flex">
          {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG: next/image would add only its client code */}
          <img
            src={mark.src}
            alt={mark.name}
            width={60}
            height={38}
            loading="lazy"
            decoding="async"
            className={`${heights[size]} w-auto`}
          />
        </li>
      ))}
    </ul>
  );
}
