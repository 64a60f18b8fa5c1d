'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import type { MenuItem, MenuTree } from '@/lib/api/contract/menu';
import { useCategoryMenu } from '@/lib/api/hooks/use-menus';
import { HEADER_MENU_CLOSE_DELAY, SUBMENU_CLOSE_DELAY, useHoverMenu } from '@/lib/hooks/use-hover-menu';
import { useLayoutStore } from '@/lib/stores/layout-store';

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
            <MenuColumns tree={menu.data} activeRoot={activeRoot} onActivate={setActiveRoot} />
          ) : (
            <p className="p-4 text-sm text-grey-600">{menu.isError ? t('failed') : t('loading')}</p>
          )}
        </div>
      )}
    </div>
  );
}

function MenuColumns({
  tree,
  activeRoot,
  onActivate,
}: {
  tree: MenuTree;
  activeRoot: number | null;
  onActivate: (id: number | null) => void;
}) {
  const t = useTranslations('CategoryMenu');
  const submenu = useHoverMenu(SUBMENU_CLOSE_DELAY);
  const active = tree.roots.find((root) => root.id === activeRoot) ?? tree.roots[0];
  const children = active ? (tree.byParent[String(active.id)] ?? []) : [];
  const subcategories = children.filter((item) => !item.is_brand_taxon);
  const brands = children.filter((item) => item.is_brand_taxon);
  return (
    <>
      <ul className="w-64 shrink-0 border-r border-grey-200 py-2">
        {tree.roots.map((root) => (
          <li key={root.id} onPointerEnter={() => onActivate(root.id)}>
            <LocalizedUrlLink
              href={root.url}
              onFocus={() => onActivate(root.id)}
              aria-current={root.id === active?.id ? 'true' : undefined}
              className="block px-4 py-2 text-sm text-grey-900 hover:bg-light-blue aria-[current=true]:bg-light-blue aria-[current=true]:font-semibold"
            >
              {root.name}
            </LocalizedUrlLink>
          </li>
        ))}
      </ul>
      <div className="flex-1 p-4" {...submenu.triggerProps}>
        {active && (
          <>
            <p className="mb-3 font-display text-lg font-semibold text-dark-blue">{active.name}</p>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-1 lg:grid-cols-3">
              {subcategories.map((item) => (
                <MenuLink key={item.id} item={item} />
              ))}
            </ul>
            {brands.length > 0 && (
              <>
                <p className="mt-4 mb-2 text-xs font-semibold tracking-wide text-grey-600 uppercase">
                  {t('brands')}
                </p>
                <ul className="flex flex-wrap gap-2">
                  {brands.map((item) => (
                    <li key={item.id}>
                      <LocalizedUrlLink
                        href={item.url}
                        className="block rounded-full border border-grey-300 px-3 py-1 text-sm hover:border-blue hover:text-blue"
                        data-brand-taxon="true"
                      >
                        {item.name}
                      </LocalizedUrlLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}

function MenuLink({ item }: { item: MenuItem }) {
  return (
    <li>
      <LocalizedUrlLink
        href={item.url}
        className="block rounded px-2 py-1 text-sm hover:bg-light-blue hover:text-blue"
      >
        {item.name}
      </LocalizedUrlLink>
    </li>
  );
}
