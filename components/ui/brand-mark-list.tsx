import type { BrandMark } from '@/lib/config/brand-marks';
import { MediaImage } from './media-image';

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
          <MediaImage
            image={{ url: mark.src, width: 60, height: 38 }}
            alt={mark.name}
            sizes="60px"
            className={`${heights[size]} w-auto`}
          />
        </li>
      ))}
    </ul>
  );
}
