'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useCategoryMenu, useTopicMenu } from '@/lib/api/hooks/use-menus';
import { useLayoutStore } from '@/lib/stores/layout-store';

// The open menu's lists load when it first opens (their data is asked for then too), not with every page.
const MobileMenuTree = lazy(() =>
  import('./mobile-menu-tree').then((module) => ({ default: module.MobileMenuTree })),
);

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
            <Suspense>
              <MobileMenuTree tree={categories.data} onNavigate={close} />
            </Suspense>
          ) : (
            <p className="text-sm text-grey-600">{t('loading')}</p>
          )}
          <h2 className="mt-4 mb-2 font-sans text-xs font-semibold tracking-wide text-grey-600 uppercase">
            {t('topics')}
          </h2>
          {topics.data ? (
            <Suspense>
              <MobileMenuTree tree={topics.data} onNavigate={close} />
            </Suspense>
          ) : (
            <p className="text-sm text-grey-600">{t('loading')}</p>
          )}
        </nav>
      )}
    </div>
  );
}
