'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import type { MenuTree } from '@/lib/api/contract/menu';

/** Tap toggles a root's children (spec §2: mobile uses taps, not hover). */
export function MobileMenuTree({ tree, onNavigate }: { tree: MenuTree; onNavigate: () => void }) {
  const t = useTranslations('MobileMenu');
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <ul className="divide-y divide-grey-100">
      {tree.roots.map((root) => {
        const children = tree.byParent[String(root.id)] ?? [];
        const isOpen = expanded === root.id;
        return (
          <li key={root.id}>
            <div className="flex items-center justify-between">
              <LocalizedUrlLink
                href={root.url}
                onClick={onNavigate}
                className="flex-1 py-3 font-medium text-dark-blue"
              >
                {root.name}
              </LocalizedUrlLink>
              {children.length > 0 && (
                <button
                  type="button"
                  onClick={() => setExpanded(isOpen ? null : root.id)}
                  aria-expanded={isOpen}
                  aria-label={t(isOpen ? 'collapse' : 'expand', { name: root.name })}
                  className="px-3 py-2 text-xl text-blue"
                >
                  <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
                </button>
              )}
            </div>
            {isOpen && (
              <ul className="mb-2 ml-3 border-l border-grey-200 pl-3">
                {children.map((child) => (
                  <li key={child.id}>
                    <LocalizedUrlLink
                      href={child.url}
                      onClick={onNavigate}
                      className="block py-2 text-sm text-grey-800"
                    >
                      {child.name}
                    </LocalizedUrlLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
