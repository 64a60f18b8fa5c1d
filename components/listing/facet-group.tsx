'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';

interface FacetGroupProps {
  title: string;
  /** Rendered rows; after `visible` of them a button shows the rest. */
  rows: ReactNode[];
  visible?: number;
  defaultOpen?: boolean;
}

/** A collapsible filter section (native details/summary: keyboard and screen readers work as they are). */
export function FacetGroup({ title, rows, visible = 8, defaultOpen = true }: FacetGroupProps) {
  const t = useTranslations('Listing');
  const [expanded, setExpanded] = useState(false);
  const hidden = rows.length - visible;
  return (
    <details open={defaultOpen} className="group border-b border-grey-200 py-3">
      <summary className="cursor-pointer list-none font-semibold text-dark-blue">
        <span className="flex items-center justify-between">
          {title}
          <span aria-hidden="true" className="text-grey-600 group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      <div className="mt-2" role="group" aria-label={title}>
        {expanded || hidden <= 0 ? rows : rows.slice(0, visible)}
        {hidden > 0 && (
          <button
            type="button"
            onClick={() => setExpanded((value) => !value)}
            className="mt-1 text-sm text-blue hover:underline"
          >
            {expanded ? t('showLess') : t('showMore', { count: hidden })}
          </button>
        )}
      </div>
    </details>
  );
}
