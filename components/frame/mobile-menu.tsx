'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import type { MenuTree } from '@/lib/api/contract/menu';
import { useCategoryMenu, useTopicMenu } from '@/lib/api/hooks/use-menus';
import { useLayoutStore } from '@/lib/stores/layout-store';

/** Spec §2: the mobile hamburger menu; opening it closes the other menus and scrolls it into view. */
export function MobileMenu() {
  const t = useTranslations('MobileMenu');
  const open = useLayoutStore((state) => state.mobileMenuOpen);
  const setOpen = useLayoutStore((state) => state.setMobileMenuOpen);
  const panel = useRef<HTMLElement>(null);
  const categories = useCategoryMenu(open);
  const topics = useTopicMenu(open);
  // The layout, and so this panel, outlives a navigation: a followed link closes it.
  const close = () => setOpen(false);

  // 'nearest' brings the whole panel into view without scrolling the header (and its close button) away.
  useEffect(() => {
    if (open) panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [open]);

  return (
    <div className="lg:hidden">
      {/* A fixed size: ☰ and × differ in width and would shift the logo. */}
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t('close') : t('open')}
        className="flex h-10 w-10 items-center justify-center rounded text-2xl leading-none text-dark-blue hover:bg-light-blue"
      >
        <span aria-hidden="true">{open ? '×' : '☰'}</span>
      </button>
      {open && (
        <nav
          id="mobile-menu"
          ref={panel}
          aria-label={t('label')}
          className="absolute inset-x-0 z-30 max-h-[80vh] overflow-y-auto border-t border-grey-200 bg-white p-4 shadow-lg"
        >
          <h2 className="mb-2 font-sans text-xs font-semibold tracking-wide text-grey-600 uppercase">
            {t('categories')}
          </h2>
          {categories.data ? (
            <Tree tree={categories.data} onNavigate={close} />
          ) : (
            <p className="text-sm text-grey-600">{t('loading')}</p>
          )}
          <h2 className="mt-4 mb-2 font-sans text-xs font-semibold tracking-wide text-grey-600 uppercase">
            {t('topics')}
          </h2>
          {topics.data ? (
            <Tree tree={topics.data} onNavigate={close} />
          ) : (
            <p className="text-sm text-grey-600">{t('loading')}</p>
          )}
        </nav>
      )}
    </div>
  );
}

/** Tap toggles a root's children (spec §2: mobile uses taps, not hover). */
function Tree({ tree, onNavigate }: { tree: MenuTree; onNavigate: () => void }) {
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
