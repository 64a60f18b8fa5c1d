'use client';

import { useTranslations } from 'next-intl';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import type { MenuItem, MenuTree } from '@/lib/api/contract/menu';
import { SUBMENU_CLOSE_DELAY, useHoverMenu } from '@/lib/hooks/use-hover-menu';

/** The open category menu: the roots, and the active root's subcategories and brands. */
export function MenuColumns({
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
