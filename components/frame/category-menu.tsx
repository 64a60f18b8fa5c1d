'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCategoryMenu } from '@/lib/api/hooks/use-menus';
import { HEADER_MENU_CLOSE_DELAY, useHoverMenu } from '@/lib/hooks/use-hover-menu';
import { useLayoutStore } from '@/lib/stores/layout-store';

// The open menu's columns load when it first opens (its data is asked for then too), not with every page.
const MenuColumns = lazy(() =>
  import('./category-menu-columns').then((module) => ({ default: module.MenuColumns })),
);

const HOME_PATHS = new Set(['/', '/cs', '/en', '/sk']);

/** Spec §2 "Category menu": roots with a submenu of subcategories; brand taxons shown as brands. */
export function CategoryMenu() {
  const t = useTranslations('CategoryMenu');
  const open = useLayoutStore((state) => state.categoryMenuOpen);
  const setOpen = useLayoutStore((state) => state.setCategoryMenuOpen);
  const [activeRoot, setActiveRoot] = useState<number | null>(null);
  const menu = useCategoryMenu(open);
  const hover = useHoverMenu(HEADER_MENU_CLOSE_DELAY, undefined, { open, setOpen });
  const pathname = usePathname();
  const previousPath = useRef(pathname);

  // Spec §2: the category menu closes on every page change except to home.
  useEffect(() => {
    if (pathname !== previousPath.current && !HOME_PATHS.has(pathname)) setOpen(false);
    previousPath.current = pathname;
  }, [pathname, setOpen]);

  return (
    <div className="relative" {...hover.triggerProps}>
      <button
        type="button"
        onClick={hover.toggle}
        aria-expanded={open}
        aria-controls="category-menu"
        className="flex items-center gap-2 rounded bg-blue px-3 py-2 text-sm font-semibold text-white hover:bg-dark-blue"
      >
        <span aria-hidden="true">☰</span>
        {t('open')}
      </button>
      {open && (
        <div
          id="category-menu"
          className="absolute left-0 z-30 mt-1 flex w-[min(56rem,calc(100vw-2rem))] rounded-lg border border-grey-200 bg-white shadow-xl"
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        >
          {menu.data ? (
            <Suspense>
              <MenuColumns tree={menu.data} activeRoot={activeRoot} onActivate={setActiveRoot} />
            </Suspense>
          ) : (
            <p className="p-4 text-sm text-grey-600">{menu.isError ? t('failed') : t('loading')}</p>
          )}
        </div>
      )}
    </div>
  );
}
