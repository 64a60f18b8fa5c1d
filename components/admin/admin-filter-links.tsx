'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { withSearchParams } from '@/lib/admin/list-search-params';

interface AdminFilterLinksProps {
  /** The URL parameter the links set. */
  name: string;
  /** What the group filters by, for screen readers. */
  label: string;
  /** A null value removes the parameter (the unfiltered list). */
  options: { value: string | null; label: string }[];
}

/** One-choice filter of an admin list as links (shareable URL, back button); a new filter starts on page 1. */
export function AdminFilterLinks({ name, label, options }: AdminFilterLinksProps) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const current = searchParams.get(name);
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 text-sm">
        {options.map((option) => {
          const active = option.value === current;
          return (
            <li key={option.value ?? ''}>
              <Link
                href={pathname + withSearchParams(searchParams, { [name]: option.value, page: null })}
                aria-current={active ? 'page' : undefined}
                className={`inline-block rounded-full border px-3 py-1 ${active ? 'border-blue bg-blue text-white' : 'border-grey-300 hover:border-blue'}`}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
